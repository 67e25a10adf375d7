import type { FastifyRequest } from 'fastify';
import { STORE_PAGES } from './store-pages';

/**
 * Request logs carry no enrollment ids, tokens, codes or personal data (DESIGN §5): Fastify logs
 * `req.url`, so the request serializer logs it with every query value masked (keys stay, they say
 * what was asked) and the path segments that name an enrollment or carry a token replaced.
 */
export const REDACTED = '[redacted]';

// The segment after one of these names an enrollment or is a sign-in/store token: the mailed
// continue link (page and call, token then tab), change-filter-info's enrollment id, the member
// benefit store's token and tier, the member sign-in link's token, an invitation's token (with or
// without a tenant prefix).
const SECRET_AFTER = new Set([
  STORE_PAGES.directContinue,
  'change-filter-info',
  'member-benefit-store',
  STORE_PAGES.memberSignIn,
  'invitation',
]);

// Anything else that looks like a generated id or token (base64url, mixed case or digits, >= 16
// characters) is hidden too; tenant slugs and screen names are lowercase words.
const looksLikeToken = (s: string) =>
  s.length >= 16 && /^[A-Za-z0-9_-]+$/.test(s) && /[a-z]/.test(s) && /[A-Z0-9]/.test(s);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const segments = path.split('/');
  const shown = segments.map((s, i) => {
    const named = i > 0 && s !== '' && SECRET_AFTER.has(segments[i - 1]!.toLowerCase());
    return named || looksLikeToken(s) ? REDACTED : s;
  });
  if (q < 0) return shown.join('/');
  const query = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${shown.join('/')}?${query}`;
}

/** Fastify's request serializer with the URL redacted. */
export const requestLogSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
