import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type { SaveIdCardSettingsBody } from '@bs/contract';

export const idCardSettingsQuery = () => callQueryOptions('list-id-card-settings');
export const useIdCardSettings = () => useQuery(idCardSettingsQuery());

/** save-id-card-settings; the list is read again (a carrier's phone shows on all its plans). */
export function useSaveIdCardSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveIdCardSettingsBody) => apiCall('save-id-card-settings', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: idCardSettingsQuery().queryKey }),
  });
}
