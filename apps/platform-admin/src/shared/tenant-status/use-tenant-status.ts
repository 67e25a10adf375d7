import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantStatus } from '@bs/contract';
import { apiCall } from '@bs/api-client';

/** Disable or re-enable a store; every list, detail and history view refetches afterwards. */
export function useTenantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { slug: string; status: TenantStatus }) => apiCall('set-tenant-status', { body: v }),
    onSuccess: () =>
      Promise.all(
        ['list-tenants', 'get-tenant', 'get-tenant-changes'].map((k) =>
          queryClient.invalidateQueries({ queryKey: [k] }),
        ),
      ),
  });
}
