import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { Option } from '@bs/contract';

const LIST = { staleTime: 10 * 60_000, select: (d: { result: Option[] }) => d.result } as const;

/** The employer step's option lists (spec §7: get-average-work-week ... get-holiday-policy). */
export function useEmployerOptions(enrollmentId: string) {
  const byEnrollment = { query: { enrollment_id: enrollmentId } };
  return {
    averageWorkWeek: useQuery({ ...callQueryOptions('get-average-work-week'), ...LIST }),
    employmentStatus: useQuery({ ...callQueryOptions('get-employment-status'), ...LIST }),
    compensationTypes: useQuery({ ...callQueryOptions('get-compensation-types'), ...LIST }),
    vacationPolicy: useQuery({ ...callQueryOptions('get-vacation-policy', byEnrollment), ...LIST }),
    bargainingUnit: useQuery({ ...callQueryOptions('get-bargaining-unit', byEnrollment), ...LIST }),
    holidayPolicy: useQuery({ ...callQueryOptions('get-holiday-policy', byEnrollment), ...LIST }),
  };
}
export type EmployerOptions = { [K in keyof ReturnType<typeof useEmployerOptions>]: Option[] };
