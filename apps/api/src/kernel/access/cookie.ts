import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name; the value is the 256-bit token itself, never stored server-side. */
export const SESSION_COOKIE = 'bs_session';

/** Cookie header -> name/value pairs (RFC 6265 syntax; @fastify/cookie is not a dependency). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!(name in out)) out[name] = value;
  }
  return out;
}

export const sessionTokenOf = (req: FastifyRequest): string | undefined =>
  parseCookies(req.headers.cookie)[SESSION_COOKIE] || undefined;

/**
 * httpOnly (scripts never see it), SameSite=Lax (not sent on cross-site sub-requests: with the
 * client header every API call needs, this stops cross-site request forgery), Secure when the
 * request came over https (behind TRUST_PROXY, as the load balancer says).
 */
export function cookieText(
  req: FastifyRequest,
  value: string,
  maxAgeSeconds: number,
  name = SESSION_COOKIE,
  path = '/',
): string {
  const parts = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (req.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  void reply.header('set-cookie', cookieText(req, token, maxAgeSeconds));
  void reply.header('cache-control', 'no-store');
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  void reply.header('set-cookie', cookieText(req, '', 0));
  void reply.header('cache-control', 'no-store');
}
