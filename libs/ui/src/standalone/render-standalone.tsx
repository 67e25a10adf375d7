import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ROUTE_TABLE, type RemoteName, type RemoteRoutesProps } from '@bs/mf';
import { sessionStore, type SessionValues } from '@bs/session';
import '../theme/base.css';

/** A visitor of the default open store: agent 10109, group 77, an applicant. */
const MOCK_SESSION: Partial<SessionValues> = {
  agent_id: 10109,
  AGENT_ID: 10109,
  group_id: 77,
  portal_id: 101,
  open_type: 'user',
  eprocess: 'applicant',
};

/**
 * The standalone harness every remote's team runs (`npm run dev -w @bs/<remote>`): in the store the
 * shell owns the QueryClient, router, session start-up and layout; here a mock tenant and session
 * stand in, and a bar links every screen of the remote. Never exposed to the shell.
 */
export function renderStandalone(remote: RemoteName, RemoteRoutes: ComponentType<RemoteRoutesProps>) {
  if (sessionStore.getState().agent_id == null) sessionStore.getState().set(MOCK_SESSION);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 }, mutations: { retry: 0 } },
  });
  const routes = ROUTE_TABLE.filter((r) => r.remote === remote);
  const bar = {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.75rem',
    padding: '0.5rem 1rem',
    background: '#1f2933',
  } as const;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <nav aria-label="Standalone screens" style={bar}>
            <strong style={{ color: '#fff' }}>{remote} standalone</strong>
            {routes
              .filter((r) => !r.path.includes(':'))
              .map((r) => (
                <Link key={r.path} to={`/${r.path}`} style={{ color: '#cbd2d9' }}>
                  {r.screen}
                </Link>
              ))}
          </nav>
          <main style={{ maxWidth: '76rem', margin: '0 auto', padding: '1rem' }}>
            <Routes>
              {routes.flatMap((r) => [
                <Route key={r.path} path={`/${r.path}`} element={<RemoteRoutes screen={r.screen} />} />,
                <Route
                  key={`l/${r.path}`}
                  path={`/:landing/${r.path}`}
                  element={<RemoteRoutes screen={r.screen} />}
                />,
              ])}
              <Route path="*" element={<p style={{ padding: '1rem' }}>No {remote} screen at this path.</p>} />
            </Routes>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
