import { useQueryClient } from '@tanstack/react-query';

/** After a publish: every list, detail and history view of the console refetches. */
export function useRefreshTenants() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['list-tenants', 'get-tenant', 'get-tenant-changes'].map((k) =>
        queryClient.invalidateQueries({ queryKey: [k] }),
      ),
    );
}
