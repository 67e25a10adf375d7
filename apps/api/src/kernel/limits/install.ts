import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../http/errors';
import { clientOf } from './client-address';
import type { Counters } from './counters';
import { devices, type Devices } from './device-cookie';
import { REQUESTS_PER_MINUTE, TOO_MANY_REQUESTS } from './policy';

export type Limits = { counters: Counters; devices: Devices };

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

export { clientOf };

/** @fastify/rate-limit's store interface over our shared counters, one key space per route. */
function storeOn(counters: Counters, prefix = 'requests'): new () => FastifyRateLimitStore {
  return class {
    incr(
      key: string,
      done: (e: Error | null, r?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      counters.hit(`${prefix}:${key}`, windowMs).then(
        (h) => done(null, { current: h.count, ttl: h.ttlMs }),
        (e: Error) => done(e),
      );
    }
    // At run time the plugin hands over the route's merged options, with the route as routeInfo
    // (its typings say the route itself).
    child(params: object) {
      const route = (params as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new (storeOn(counters, `requests:${String(route.method)}:${route.url ?? ''}`))();
    }
  };
}

/**
 * Makes the counters and device cookies available to handlers (`req.server.limits`) and the
 * per-client request limit that register-calls.ts puts on every sign-in, code and mail-sending
 * call (CallEntry.rateLimited). Register before the routes: the limit is attached when a route is
 * added. register-calls.ts also puts each anonymous write's budget (anonymous-limit.ts) on its route.
 */
export async function installLimits(app: FastifyInstance, opts: { counters: Counters; secret: string }) {
  app.decorate('limits', { counters: opts.counters, devices: devices(opts.secret) });
  await app.register(rateLimit, {
    global: false,
    max: REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    store: storeOn(opts.counters),
    keyGenerator: clientOf,
    errorResponseBuilder: () => fieldError(429, 'form', TOO_MANY_REQUESTS),
  });
}
