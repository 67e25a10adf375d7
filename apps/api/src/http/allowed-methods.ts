import type { FastifyInstance } from 'fastify';

type Pattern = { re: RegExp; methods: Set<string> };

const toRegExp = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

/**
 * Records the method of every route as it is registered, so the not-found handler can tell
 * "this path exists, but not for this method" (405 with Allow) from "no such path" (404).
 * Wildcard routes (static folders, the shell) are left out: they would claim every path.
 * Install it before any route is registered; answers the allowed methods of a path.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const entry = patterns.get(route.url) ?? { re: toRegExp(route.url), methods: new Set<string>() };
    for (const m of [route.method].flat()) entry.methods.add(m);
    // Fastify answers HEAD for every GET route.
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    patterns.set(route.url, entry);
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const { re, methods } of patterns.values())
      if (re.test(path)) methods.forEach((m) => allowed.add(m));
    return [...allowed].sort();
  };
}
