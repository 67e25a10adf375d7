import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setCookie } from './cookie';

/**
 * The browser's enrollment key (ADR 0013): 256 random bits in an httpOnly, SameSite=Lax cookie.
 * An enrollment started anonymously is bound to the SHA-256 of the key of the browser that
 * started it; the key itself is never stored. One key per browser serves all its enrollments.
 */
export const ENROLLMENT_KEY_COOKIE = 'bs_ek';
/** The key outlives a shopping session: a quote is often finished days later on the same browser. */
const KEY_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const minted = new WeakMap<FastifyRequest, string>();

/** The request's enrollment key: its cookie's, or one minted earlier in this request; else undefined. */
export function enrollmentKeyOf(req: FastifyRequest): string | undefined {
  const key = minted.get(req) ?? cookieOf(req, ENROLLMENT_KEY_COOKIE);
  return key && KEY_SHAPE.test(key) ? key : undefined;
}

/** The request's key, minting one (and its Set-Cookie) when the browser has none yet. */
export function ensureEnrollmentKey(req: FastifyRequest, reply: FastifyReply): string {
  const have = enrollmentKeyOf(req);
  if (have) return have;
  const key = randomBytes(32).toString('base64url');
  minted.set(req, key);
  setCookie(req, reply, ENROLLMENT_KEY_COOKIE, key, KEY_MAX_AGE_SECONDS);
  void reply.header('cache-control', 'no-store');
  return key;
}

/** Sign-out: the browser forgets its key, so the next person at it reaches none of its enrollments. */
export function clearEnrollmentKey(req: FastifyRequest, reply: FastifyReply) {
  setCookie(req, reply, ENROLLMENT_KEY_COOKIE, '', 0);
}
