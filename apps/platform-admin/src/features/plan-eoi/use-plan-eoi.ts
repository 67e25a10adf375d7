import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type { SavePlanEoiSettingsBody } from '@bs/contract';

export const planEoiQuery = () => callQueryOptions('list-plan-eoi-settings');
export const usePlanEoiSettings = () => useQuery(planEoiQuery());

/** save-plan-eoi-settings; the list is read again so the table shows the new rules. */
export function useSavePlanEoi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePlanEoiSettingsBody) => apiCall('save-plan-eoi-settings', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: planEoiQuery().queryKey }),
  });
}
