import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ROUTE_TABLE } from '@bs/mf';
import { sessionStore } from '@bs/session';
import RemoteRoutes from './routes';

/*
 * Standalone harness of the `enrollment_wizard` remote (`npm run dev -w @bs/enrollment-wizard`, http://localhost:4203).
 * In the store the shell owns the QueryClient, router, session start-up and layout; here a mock
 * tenant/session (default agent 10109, group 77, an applicant of an open store) stands in.
 * The API is proxied to http://localhost:4200. This file is never exposed to the shell.
 */
const MOCK_SESSION = {
  agent_id: 10109,
  AGENT_ID: 10109,
  group_id: 77,
  portal_id: 101,
  open_type: 'user',
  eprocess: 'applicant',
} as const;
if (sessionStore.getState().agent_id == null) sessionStore.getState().set(MOCK_SESSION);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 }, mutations: { retry: 0 } },
});
const routes = ROUTE_TABLE.filter((r) => r.remote === 'enrollment_wizard');

function Harness() {
  return (
    <>
      <nav
        aria-label="Standalone screens"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.75rem',
          padding: '0.5rem 1rem',
          background: '#1f2933',
        }}
      >
        <strong style={{ color: '#fff' }}>enrollment_wizard standalone</strong>
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
              key={`landing/${r.path}`}
              path={`/:landing/${r.path}`}
              element={<RemoteRoutes screen={r.screen} />}
            />,
          ])}
          <Route
            path="*"
            element={<p style={{ padding: '1rem' }}>No enrollment_wizard screen at this path.</p>}
          />
        </Routes>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
