import { callQueryOptions } from '@bs/api-client';
import type { FilterInfo } from '@bs/contract';

/** The quote basics saved on the temporary enrollment (get-enrollment-temp-info, column filter_info). */
export function storedFiltersQueryOptions(enrollmentId: string) {
  return {
    ...callQueryOptions('get-enrollment-temp-info', {
      query: { enrollment_id: enrollmentId, column: 'filter_info' },
    }),
    select: (data: { result: unknown }) => (data.result ?? null) as Partial<FilterInfo> | null,
  };
}
