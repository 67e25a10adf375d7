import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { StaffOverviewQuery } from '@bs/contract';

/** get-staff-overview query options: a group's (`group_id`) or a rep's book's (`agent_id`) overview. */
export const staffOverviewQueryOptions = (query: StaffOverviewQuery) =>
  callQueryOptions('get-staff-overview', { query });

export const useStaffOverview = (query: StaffOverviewQuery) => useQuery(staffOverviewQueryOptions(query));
