import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type { BuildEdiFileBody, TradingPartnerForm } from '@bs/contract';

export const carriersQuery = () => callQueryOptions('list-carriers');
export const partnerQuery = (carrierId: number) =>
  callQueryOptions('get-trading-partner', { query: { carrier_id: carrierId } });
export const filesQuery = (carrierId: number) =>
  callQueryOptions('list-edi-files', { query: { carrier_id: carrierId } });

/** Saves a partner; the carriers list (configured) and the partner's form refetch. */
export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TradingPartnerForm) => apiCall('save-trading-partner', { body }),
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: carriersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: partnerQuery(body.carrier_id).queryKey }),
      ]),
  });
}

/** Builds a file now; the partner's history and control number refetch. */
export function useBuildFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuildEdiFileBody) => apiCall('build-edi-file', { body }),
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQuery(body.carrier_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: partnerQuery(body.carrier_id).queryKey }),
      ]),
  });
}

/**
 * A download: a one-time 5-minute link is asked for, then the browser opens it (the server answers
 * an attachment, so the page stays). The history refetches to show the download.
 */
export function useDownloadFile(refresh: () => unknown) {
  return useMutation({
    mutationFn: (fileId: number) => apiCall('create-edi-download-link', { body: { file_id: fileId } }),
    onSuccess: (link) => {
      window.location.assign(link.url);
      // The download is recorded when the link is opened; give the browser a moment to open it.
      setTimeout(() => void refresh(), 1500);
    },
  });
}
