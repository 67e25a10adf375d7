import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/cookie'; // types of req.cookies and reply.setCookie; the plugin is registered in app.ts

import { SESSION_COOKIE } from '../../http/session-cookie';

export { SESSION_COOKIE };

/** A cookie of the request as @fastify/cookie parsed it (RFC 6265); undefined when absent or empty. */
export const cookieOf = (req: FastifyRequest, name: string): string | undefined =>
  req.cookies?.[name] || undefined;

export const sessionTokenOf = (req: FastifyRequest): string | undefined => cookieOf(req, SESSION_COOKIE);

/**
 * Sets one of our cookies, or clears it with a max age of 0. httpOnly (scripts never see it),
 * SameSite=Lax (not sent on cross-site sub-requests: with the client header every API call needs,
 * this stops cross-site request forgery), Secure when the request came over https (behind
 * TRUST_PROXY, as the load balancer says).
 */
export function setCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  path = '/',
): void {
  void reply.setCookie(name, value, {
    path,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: maxAgeSeconds,
    secure: req.protocol === 'https',
  });
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  setCookie(req, reply, SESSION_COOKIE, token, maxAgeSeconds);
  void reply.header('cache-control', 'no-store');
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  setCookie(req, reply, SESSION_COOKIE, '', 0);
  void reply.header('cache-control', 'no-store');
}
