import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header CI sends its release token in (Authorization carries the client's fixed basic header). */
export const RELEASE_TOKEN_HEADER = 'x-release-token';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether the request carries the configured release token (RELEASE_TOKEN, ADR 0018). Compared
 * as SHA-256 digests in constant time, so neither the length nor a prefix leaks; no token is
 * configured: nothing matches.
 */
export function hasReleaseToken(req: FastifyRequest, configured: string | undefined): boolean {
  const sent = req.headers[RELEASE_TOKEN_HEADER];
  if (!configured || typeof sent !== 'string' || !sent || sent.length > 512) return false;
  return timingSafeEqual(digest(sent), digest(configured));
}
