import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalLoading } from './layout/global-loading';
import { Toasts } from './notifications/toasts';
import { ShellRoutes } from './routes/shell-routes';
import { StartupGate } from './startup/startup-gate';
import type { EarlyStartUp } from './startup/early-start-up';

/** The one QueryClient of the store; remotes use it through the shared @tanstack/react-query singleton. */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Everything inside the router: providers, start-up, routes, notifications and the loading bar. */
export function App({
  queryClient,
  children = <ShellRoutes />,
  early,
}: {
  queryClient: QueryClient;
  children?: ReactNode;
  /** Start-up as the page began it before rendering (bootstrap.tsx). */
  early?: EarlyStartUp;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalLoading />
      <StartupGate early={early}>{children}</StartupGate>
      <Toasts />
    </QueryClientProvider>
  );
}
