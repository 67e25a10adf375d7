import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../http/errors';
import { TOO_MANY_UPLOADS, UPLOAD_IN_PROGRESS } from './upload-messages';

/**
 * Who may have a file read, and how often (ADR 0025), on the limits' shared counters (the
 * database, or Redis), so the rules hold across API instances:
 * - one file at a time per subject (a group's census): a lease that the read holds until it ends,
 *   which expires by itself if the instance holding it dies;
 * - per account and kind of file, a budget per window: 30 census files in 10 minutes is plenty for
 *   fixing a census row by row; 120 images (at most 512 KB, cheap to read) for onboarding stores;
 *   20 life-event documents (a certificate or two, retried) per employee; 60 plan documents (an
 *   SBC, a certificate and a brochure in two languages for a handful of plans) per administrator;
 *   30 pay calendars (a few dozen dates each, retried row by row) per administrator.
 */
export const UPLOAD_BUDGETS = {
  census: 30,
  image: 120,
  document: 20,
  planDocument: 60,
  payCalendar: 30,
} as const;
export const UPLOAD_WINDOW_MINUTES = 10;
// Longer than the slowest read (the worker's 20 s deadline) plus saving the preview.
const LEASE_MS = 2 * 60_000;

type Ctx = { req: FastifyRequest; reply: FastifyReply };

export async function countUpload(
  ctx: Ctx,
  kind: keyof typeof UPLOAD_BUDGETS,
  /** The account, or another stable subject for a person without one (an invitation's census row). */
  accountId: number | string,
  target: string,
): Promise<void> {
  const hit = await ctx.req.server.limits.counters.hit(
    `uploads:${kind}:account:${accountId}`,
    UPLOAD_WINDOW_MINUTES * 60_000,
  );
  if (hit.count > UPLOAD_BUDGETS[kind]) {
    void ctx.reply.header('retry-after', String(Math.ceil(hit.ttlMs / 1000)));
    throw fieldError(429, target, TOO_MANY_UPLOADS);
  }
}

/** Runs `read` holding the subject's lease; a second read of the same subject meanwhile gets 409. */
export async function oneAtATime<T>(
  ctx: Ctx,
  subject: string,
  target: string,
  read: () => Promise<T>,
): Promise<T> {
  const { counters } = ctx.req.server.limits;
  const key = `upload-lease:${subject}`;
  const hit = await counters.hit(key, LEASE_MS);
  if (hit.count > 1) throw fieldError(409, target, UPLOAD_IN_PROGRESS);
  try {
    return await read();
  } finally {
    await counters.clear(key);
  }
}
