import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { RESERVED_SLUGS, ROUTE_TABLE, type RouteEntry } from '@bs/mf';
import { RemoteBoundary, type RemoteLoader } from '@bs/mf/runtime';
import { ShellLayout } from '../layout/shell-layout';

// The error page is a chunk of its own, fetched when a page is not found: not on the landing's path.
const ErrorPage = lazy(() => import('../error-page/error-page').then((m) => ({ default: m.ErrorPage })));
const notFound = (
  <Suspense fallback={null}>
    <ErrorPage />
  </Suspense>
);

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
  return (
    <Routes>
      <Route path="/404" element={notFound} />
      <Route element={<ShellLayout />}>
        {ROUTE_TABLE.map((entry) => (
          <Route
            key={entry.path}
            path={`/${entry.path}`}
            element={<RemoteBoundary remote={entry.remote} screen={entry.screen} loader={loader} />}
          />
        ))}
        {ROUTE_TABLE.map((entry) => (
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
