import { routeForPath } from '../route-match';
import type { RemoteName } from '../route-table';

/**
 * Which remote serves a URL path (with or without the landing slug), for preloading on intent.
 * Mirrors the shell's routing: a reserved first segment is a route, anything else a landing slug.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  return routeForPath(pathname)?.entry.remote ?? null;
}
