import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';
import { fromRecord, type BeneficiaryValues } from './beneficiary-rules';

/**
 * The list the step starts with: what was saved for this enrollment; for an existing member with
 * nothing saved yet, the beneficiaries on file, falling back to the saved data when that call
 * fails (wizard §2).
 */
export function useInitialBeneficiaries(enrollmentId: string) {
  const enrollType = useSession((s) => s.enroll_type);
  return useQuery({
    queryKey: ['beneficiary-step-list', enrollmentId, enrollType],
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }): Promise<BeneficiaryValues[]> => {
      const saved = await apiCall(
        'get-enrollment-temp-info',
        { query: { enrollment_id: enrollmentId, column: 'benificiary_info' } },
        { signal },
      );
      const list = (Array.isArray(saved.result) ? saved.result : []).map(fromRecord);
      if (list.length > 0 || enrollType !== 'existing-member') return list;
      try {
        const existing = await apiCall(
          'get-beneficiaries-existing-user-enrollment',
          { query: { enrollment_id: enrollmentId } },
          { signal },
        );
        return existing.result.map((r) => fromRecord(r));
      } catch (err) {
        console.warn('[enrollment-wizard] existing beneficiaries not loaded; using the saved list', err);
        return list;
      }
    },
  });
}
