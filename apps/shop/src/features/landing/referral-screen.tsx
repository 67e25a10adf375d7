import { useSession } from '@bs/session';
import { useT } from '../../i18n/messages';
import { useStoreTitle } from '../../tenant/use-store-title';
import { useTenantCopy } from '../../tenant/use-tenant-copy';
import { StoreLanding } from './store-landing';

/**
 * `/referrals?rid=` (wizard §2 Referral landing): the shell validated the referral at start-up
 * and stored r_valid/r_name; the quote form sends the referral with the new enrollment.
 */
export function ReferralScreen() {
  const t = useT();
  const valid = useSession((s) => s.r_valid);
  const name = useSession((s) => s.r_name);
  const title = useTenantCopy('hero_title') ?? t('landing.title');
  useStoreTitle(t('nav.home'));
  return <StoreLanding title={title} tagline={valid && name ? t('landing.referredBy', { name }) : null} />;
}
