import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The community-maintained list (npm disposable-email-domains): exact domains, and domains whose
// every subdomain is disposable.
const DISPOSABLE = new Set<string>(require('disposable-email-domains') as string[]);
const DISPOSABLE_WILDCARD = new Set<string>(require('disposable-email-domains/wildcard.json') as string[]);

/** Trimmed, domain lower-cased (the local part is the mailbox owner's business). */
export function normalizeAddress(email: string): { address: string; local: string; domain: string } {
  const at = email.trim().lastIndexOf('@');
  const local = email.trim().slice(0, at);
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return { address: `${local}@${domain}`, local, domain };
}

/** RFC 5321 limits and a domain of labels with a letter TLD (zod's e-mail check comes first). */
export function isWellFormed(local: string, domain: string): boolean {
  if (!local || local.length > 64 || domain.length > 253) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l)) &&
    /^[a-z]{2,63}$/.test(labels[labels.length - 1])
  );
}

export function isDisposable(domain: string): boolean {
  if (DISPOSABLE.has(domain)) return true;
  const labels = domain.split('.');
  for (let i = 1; i < labels.length - 1; i++) {
    if (DISPOSABLE_WILDCARD.has(labels.slice(i).join('.'))) return true;
  }
  return DISPOSABLE_WILDCARD.has(domain);
}

/**
 * Documentation and test domains (RFC 2606, RFC 6761) have no mail servers by design; the demo
 * world's people live at example.com, so they skip the MX lookup. `.invalid` never delivers.
 */
export const isReservedDomain = (domain: string) =>
  /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|test|localhost)$/.test(domain);
export const isInvalidDomain = (domain: string) => /(^|\.)invalid$/.test(domain);

/** Mailbox providers most US members use; a domain one typo away from one of them is a typo. */
const PROVIDERS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'bellsouth.net',
  'charter.net',
  'cox.net',
  'me.com',
  'mac.com',
  'ymail.com',
  'rocketmail.com',
  'protonmail.com',
  'proton.me',
];
/** Real domains close to a provider's name: never "corrected". */
const KNOWN_GOOD = new Set([
  ...PROVIDERS,
  'mail.com',
  'email.com',
  'gmx.com',
  'gmx.net',
  'att.com',
  'live.ca',
  'aim.com',
]);

/** Optimal string alignment distance (insertions, deletions, substitutions, adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * "Did you mean": the provider domain this one is a likely typo of (gmial.com -> gmail.com,
 * yahoo.con -> yahoo.com), or null. One edit away always counts; two when the domain is long
 * enough that two slips are likelier than a different real domain.
 */
export function suggestDomain(domain: string): string | null {
  if (KNOWN_GOOD.has(domain)) return null;
  let best: { d: string; dist: number } | null = null;
  for (const p of PROVIDERS) {
    const dist = editDistance(domain, p);
    const limit = p.length >= 10 ? 2 : 1;
    if (dist <= limit && (!best || dist < best.dist)) best = { d: p, dist };
  }
  return best?.d ?? null;
}
