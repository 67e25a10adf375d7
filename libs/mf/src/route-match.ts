import { RESERVED_SLUGS, ROUTE_TABLE, type RouteEntry } from './route-table';

/** Whether a path below the landing slug matches a route-table path (react-router syntax subset). */
export function matchesRoutePath(pattern: string, below: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = below.split('/').filter(Boolean);
  let i = 0;
  for (const part of want) {
    const optional = part.endsWith('?');
    if (i >= got.length) {
      if (optional) continue;
      return false;
    }
    if (part.startsWith(':')) i++;
    else if (part.toLowerCase() === got[i]!.toLowerCase()) i++;
    else if (!optional) return false;
  }
  return i === got.length;
}

/**
 * The route-table entry that serves a URL path, with the landing slug it carries (the first
 * segment when it is not one of the store's routes). Mirrors the shell's routing without
 * react-router, so the server can use it too (preloading the route's remote, ADR 0008).
 */
export function routeForPath(pathname: string): { entry: RouteEntry; landing: string | null } | null {
  const path = pathname.split(/[?#]/)[0] || '/';
  const [first, ...rest] = path.split('/').filter(Boolean);
  const reserved = !first || RESERVED_SLUGS.some((s) => s.toLowerCase() === first.toLowerCase());
  const below = reserved ? path : `/${rest.join('/')}`;
  const entry = ROUTE_TABLE.find((e) => matchesRoutePath(e.path, below));
  if (!entry) return null;
  let landing: string | null = null;
  if (!reserved) {
    try {
      landing = decodeURIComponent(first);
    } catch {
      return null; // a malformed slug is no store
    }
  }
  return { entry, landing };
}

/**
 * The route-table entries that could serve `pathname`, as it is or below a landing slug. The shell
 * hands react-router only these: it builds and ranks every route it is given on each render. A
 * route that cannot match never wins, so react-router picks among these what it would among all.
 */
export function routeCandidates(pathname: string): RouteEntry[] {
  const below = `/${pathname.split('/').filter(Boolean).slice(1).join('/')}`;
  return ROUTE_TABLE.filter((e) => matchesRoutePath(e.path, pathname) || matchesRoutePath(e.path, below));
}
