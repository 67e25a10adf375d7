import { matchPath } from 'react-router';
import { RESERVED_SLUGS, ROUTE_TABLE, type RemoteName } from '../route-table';

/**
 * Which remote serves a URL path (with or without the landing slug), for preloading on intent.
 * Mirrors the shell's routing: a reserved first segment is a route, anything else a landing slug.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.split(/[?#]/)[0] || '/';
  const [first, ...rest] = path.split('/').filter(Boolean);
  const below = first && !RESERVED_SLUGS.includes(first) ? `/${rest.join('/')}` : path;
  for (const entry of ROUTE_TABLE) {
    if (matchPath({ path: `/${entry.path}`, end: true }, below)) return entry.remote;
  }
  return null;
}
