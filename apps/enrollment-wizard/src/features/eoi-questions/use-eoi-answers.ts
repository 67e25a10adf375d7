import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';

/**
 * The EOI answers saved so far for this enrollment, and whether answers exist that this reader
 * (staff who did not type them) is not shown (ADR 0026, 0035): the step then starts empty and
 * says so. Read afresh each time the step opens (Back, a reload, continue-by-code).
 */
export function useEoiAnswers(enrollmentId: string, enabled: boolean) {
  return useQuery({
    ...callQueryOptions('get-enrollment-temp-info', {
      query: { enrollment_id: enrollmentId, column: 'eoi_info' },
    }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    enabled,
    select: (d) => ({ saved: d.result ?? null, withheld: d.result == null && d.answered === true }),
  });
}
