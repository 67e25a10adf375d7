import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { RESERVED_SLUGS, routeCandidates, type RouteEntry } from '@bs/mf';
import { RemoteBoundary, type RemoteLoader } from '@bs/mf/runtime';
import { ErrorPage } from '../error-page/error-page';
import { ShellLayout } from '../layout/shell-layout';

// In main.js, not a chunk: "not found" must show even when nothing more can be fetched.
const notFound = <ErrorPage />;

/** A first segment that is a store route can never be a tenant slug (e.g. /cart/home is not found). */
function LandingRoute({ entry, loader }: { entry: RouteEntry; loader?: RemoteLoader }) {
  const { landing = '' } = useParams();
  if (RESERVED_SLUGS.some((s) => s.toLowerCase() === landing.toLowerCase()))
    return <Navigate to="/404" replace />;
  return <RemoteBoundary remote={entry.remote} screen={entry.screen} loader={loader} />;
}

/**
 * The route table (libs/mf, ADR 0002): every entry twice, `/<path>` and `/:landing/<path>`.
 * react-router ranks static segments above `:landing`, so /cart is the cart and /acme/cart the
 * cart of tenant acme; /404 and anything unmatched is the error page, without header and footer.
 * `loader` replaces the federation loader in tests.
 */
export function ShellRoutes({ loader }: { loader?: RemoteLoader }) {
  const { pathname } = useLocation();
  // Only the entries that could match: react-router builds and ranks every route it is given on
  // each render, and all of them twice was a measurable part of the first render (ADR 0032).
  const entries = useMemo(() => routeCandidates(pathname), [pathname]);
  return (
    <Routes>
      <Route path="/404" element={notFound} />
      <Route element={<ShellLayout />}>
        {entries.map((entry) => (
          <Route
            key={entry.path}
            path={`/${entry.path}`}
            element={<RemoteBoundary remote={entry.remote} screen={entry.screen} loader={loader} />}
          />
        ))}
        {entries.map((entry) => (
          <Route
            key={`:landing/${entry.path}`}
            path={entry.path ? `/:landing/${entry.path}` : '/:landing'}
            element={<LandingRoute entry={entry} loader={loader} />}
          />
        ))}
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
