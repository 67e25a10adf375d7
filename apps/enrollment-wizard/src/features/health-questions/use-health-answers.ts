import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';

/** Answers to start from, and whether answers exist that this reader (staff) is not shown. */
export type HealthStart = { saved: unknown; withheld: boolean };

/**
 * The answers the step starts from: what was saved for this enrollment; for an existing member
 * with nothing saved yet, the answers on file (wizard §2 "existing-user enrollments prefill
 * health info"), the saved (empty) ones when that call fails. Staff are told only that answers
 * exist (ADR 0026): the step then starts empty and says so.
 */
export function useHealthAnswers(enrollmentId: string, enabled = true) {
  const enrollType = useSession((s) => s.enroll_type);
  return useQuery({
    queryKey: ['health-step-answers', enrollmentId, enrollType],
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    enabled,
    queryFn: async ({ signal }): Promise<HealthStart> => {
      const saved = await apiCall(
        'get-enrollment-temp-info',
        { query: { enrollment_id: enrollmentId, column: 'health_info' } },
        { signal },
      );
      if (saved.result || saved.answered || enrollType !== 'existing-member')
        return { saved: saved.result ?? null, withheld: !saved.result && saved.answered === true };
      try {
        const existing = await apiCall(
          'get-existing-primary-health-info',
          { query: { enrollment_id: enrollmentId } },
          { signal },
        );
        return { saved: existing.result, withheld: !existing.result && existing.answered };
      } catch (err) {
        console.warn('[enrollment-wizard] existing health answers not loaded', err);
        return { saved: null, withheld: false };
      }
    },
  });
}
