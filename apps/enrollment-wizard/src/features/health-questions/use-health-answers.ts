import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';

/**
 * The answers the step starts from: what was saved for this enrollment; for an existing member
 * with nothing saved yet, the answers on file (wizard §2 "existing-user enrollments prefill
 * health info"), the saved (empty) ones when that call fails.
 */
export function useHealthAnswers(tempId: string, enabled = true) {
  const enrollType = useSession((s) => s.enroll_type);
  return useQuery({
    queryKey: ['health-step-answers', tempId, enrollType],
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    enabled,
    queryFn: async ({ signal }): Promise<unknown> => {
      const saved = await apiCall(
        'get-enrollment-temp-info',
        { query: { enrollment_id: tempId, column: 'health_info' } },
        { signal },
      );
      if (saved.result || enrollType !== 'existing-member') return saved.result ?? null;
      try {
        const existing = await apiCall(
          'get-existing-primary-health-info',
          { query: { enrollment_id: tempId } },
          { signal },
        );
        return existing.result;
      } catch (err) {
        console.warn('[enrollment-wizard] existing health answers not loaded', err);
        return null;
      }
    },
  });
}
