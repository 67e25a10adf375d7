import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { principalOf } from '../access/principal';
import { TOO_MANY_WRITES, type Budget } from './anonymous-writes';
import { clientOf } from './client-address';

/** The counter of one window of a budget for one client address (tests fill it to its limit). */
export const anonymousKey = (budget: Budget, minutes: number, client: string) =>
  `${budget.name}:${minutes}m:client:${client}`;

/**
 * The check of one call's budget (its module's table names one of anonymous-writes.ts).
 * Runs before validation, the enrollment guard and the handler: every request counts, valid or
 * not, since a flood of refused bodies costs parsing and validation too. A request with a live session is not counted; any other is
 * counted in every window of its budget, and past one answers 429 with Retry-After: the windows
 * are checked shortest first, so a refused request does not use up the day.
 */
export function anonymousWriteCheck(budget: Budget, db: Queryable) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (await principalOf(req, db)) return;
    const client = clientOf(req);
    for (const w of budget.windows) {
      const hit = await req.server.limits.counters.hit(
        anonymousKey(budget, w.minutes, client),
        w.minutes * 60_000,
      );
      if (hit.count > w.max) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(hit.ttlMs / 1000))));
        throw fieldError(429, 'form', TOO_MANY_WRITES);
      }
    }
  };
}
