import type { SessionValues } from '@bs/session';

type HomeContext = Pick<SessionValues, 'open_type' | 'referral' | 'eprocess'>;

/**
 * Where 'Return to homepage' goes (wizard §2 Receipt): an open-type visitor goes back to the
 * referral landing they came from (or the site root); otherwise the enroller's own home.
 */
export function homeTarget({ open_type, referral, eprocess }: HomeContext): string {
  if (open_type) return referral ? `/referrals?rid=${encodeURIComponent(referral)}` : '/';
  if (eprocess === 'rep') return '/agent-home';
  if (eprocess === 'group') return '/group-home';
  if (eprocess === 'applicant') return '/member-home';
  return '/';
}
