export interface HomeContext {
  open_type: string | null;
  referral: string | null;
  eprocess: string | null;
}

/**
 * Where the logo and "Return to homepage" lead (spec §2 Logo, wizard §2 Receipt): visitors of an
 * open store go back to their landing (the referral page when they came through one); otherwise
 * each role has its home.
 */
export function homeTarget({ open_type, referral, eprocess }: HomeContext): string {
  if (open_type) return referral ? `/referrals?rid=${encodeURIComponent(referral)}` : '/';
  if (eprocess === 'rep') return '/agent-home';
  if (eprocess === 'applicant') return '/member-home';
  if (eprocess === 'group') return '/group-home';
  return '/';
}

/** Keeps a path under the tenant's landing slug, so links never drop the visitor's store. */
export function withLanding(path: string, landing: string | null | undefined): string {
  if (!landing) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${landing}` : `/${landing}${clean}`;
}
