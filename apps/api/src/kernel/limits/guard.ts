import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../http/errors';
import { clientOf } from './install';
import type { Rule } from './policy';

export type Attempt = {
  /** This attempt's number for its client (or device) in the window, 1 for the first. */
  count: number;
  /** The attempt came with a valid device cookie for the subject. */
  trusted: boolean;
  /** The password or code was right: give the attempt back, so the owner's budget stays whole. */
  succeeded(): Promise<void>;
};

/**
 * Counts an attempt for `subject` under `rule` (policy.ts) BEFORE anything is checked, and throws
 * the rule's 429 past a limit: past it the password or code is not looked at. A trusted device is
 * counted on its own and skips the account-wide count; any other client is counted per client
 * first, and only attempts its own limit let through reach the account-wide count, so one
 * client can never trip the lock that holds for every untrusted client.
 */
export async function countAttempt(
  ctx: { req: FastifyRequest; reply: FastifyReply },
  rule: Rule,
  subject: string,
): Promise<Attempt> {
  const { counters, devices } = ctx.req.server.limits;
  const windowMs = rule.windowMinutes * 60_000;
  const check = async (key: string, max: number) => {
    const hit = await counters.hit(`${rule.name}:${key}`, windowMs);
    if (hit.count > max) {
      void ctx.reply.header('retry-after', String(Math.ceil(hit.ttlMs / 1000)));
      throw fieldError(429, rule.target, rule.message);
    }
    return hit.count;
  };
  const keys: string[] = [];
  const device = devices.verify(ctx.req, subject);
  let count: number;
  if (device) {
    keys.push(`device:${device}:${subject}`);
    count = await check(keys[0]!, rule.perDevice);
  } else {
    keys.push(`client:${clientOf(ctx.req)}:${subject}`, `account:${subject}`);
    count = await check(keys[0]!, rule.perClient);
    await check(keys[1]!, rule.perAccount);
  }
  return {
    count,
    trusted: Boolean(device),
    succeeded: async () => {
      if (rule.refundOnSuccess) for (const key of keys) await counters.refund(`${rule.name}:${key}`);
    },
  };
}

/** Lifts the account-wide lock of `subject` (a password reset proves the owner). */
export const liftAccountLock = (req: FastifyRequest, rule: Rule, subject: string) =>
  req.server.limits.counters.clear(`${rule.name}:account:${subject}`);

/** Marks this browser as a trusted device of `subject` (after a right password or code). */
export const trustDevice = (ctx: { req: FastifyRequest; reply: FastifyReply }, subject: string) =>
  ctx.req.server.limits.devices.issue(ctx.req, ctx.reply, subject);

/** Counts a request of this client (IP) under `name` and throws 429 past `max` in the window. */
export async function countClientRequest(
  ctx: { req: FastifyRequest; reply: FastifyReply },
  limit: { name: string; max: number; windowMinutes: number; target: string; message: string },
): Promise<void> {
  const hit = await ctx.req.server.limits.counters.hit(
    `${limit.name}:client:${clientOf(ctx.req)}`,
    limit.windowMinutes * 60_000,
  );
  if (hit.count > limit.max) {
    void ctx.reply.header('retry-after', String(Math.ceil(hit.ttlMs / 1000)));
    throw fieldError(429, limit.target, limit.message);
  }
}

/**
 * Counts `n` mails of one subject (a group's invitations) under `limit` and throws 429 when they
 * would pass `max` in the window; a refused batch takes its count back, so it costs nothing.
 */
export async function countSubjectMails(
  ctx: { req: FastifyRequest; reply: FastifyReply },
  limit: { name: string; max: number; windowMinutes: number; target: string; message: string },
  subject: string,
  n: number,
): Promise<void> {
  if (n <= 0) return;
  const { counters } = ctx.req.server.limits;
  const key = `${limit.name}:${subject}`;
  const windowMs = limit.windowMinutes * 60_000;
  const hit = await counters.hit(key, windowMs, n);
  if (hit.count > limit.max) {
    await counters.hit(key, windowMs, -n);
    void ctx.reply.header('retry-after', String(Math.ceil(hit.ttlMs / 1000)));
    throw fieldError(429, limit.target, limit.message);
  }
}
