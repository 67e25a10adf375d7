import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROUTE_TABLE } from '@bs/mf';
import { sessionStore, type SessionValues } from '@bs/session';

/** Stands in for every other screen: shows where the app navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderScreenOptions {
  /** The route-table path the element is mounted on ('' for the landing, 'home', 'agent-home'...). */
  path: string;
  /** The URL to start at; defaults to the path itself. */
  at?: string;
}

/**
 * Renders a remote's screen the way the shell does: under the optional /:landing slug, next to
 * every other route of the contract (as location probes), with a fresh QueryClient (no retries).
 */
export function renderScreen(element: ReactElement, { path, at }: RenderScreenOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes = ROUTE_TABLE.filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at ?? `/${path}`]}>
        <Routes>
          {routes.map((r) => (
            <Route
              key={r.path}
              path={r.path ? `/:landing?/${r.path}` : '/:landing?'}
              element={r.path === path ? element : <LocationProbe />}
            />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Starts each test from a known local-storage session (spec §3 keys). */
export function resetSession(values: Partial<SessionValues> = {}): void {
  sessionStore.getState().clearAll();
  sessionStore.getState().set(values);
}
