import { basename } from 'node:path';

// Entry points must be revalidated on every load so a redeploy is picked up; content-hashed
// chunks never change and may be cached for a year.
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);
const HASHED = /[.-](?=[0-9a-f]*\d)[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.abc.js.br) is cached like the file it stands for.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** CSP for HTML: 'self' plus exactly the remotes' origins; the inline theme/tenant elements carry the nonce. */
export function contentSecurityPolicy(nonce: string, origins: string[]): string {
  const o = origins.length ? ' ' + origins.join(' ') : '';
  return [
    "default-src 'self'",
    `script-src 'self'${o} 'nonce-${nonce}'`,
    // CSS loaders inject <style> elements at run time, so styles also allow 'unsafe-inline'
    // (a nonce here would make browsers ignore 'unsafe-inline').
    `style-src 'self'${o} 'unsafe-inline'`,
    `img-src 'self' data:${o}`,
    `font-src 'self' data:${o}`,
    `connect-src 'self'${o}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const HTML_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
