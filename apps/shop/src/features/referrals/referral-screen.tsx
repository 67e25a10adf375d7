import { useSession } from '@bs/session';
import { StoreLanding } from '../landing/store-landing';

/**
 * `/referrals?rid=` (wizard §2 Referral landing): the shell validated the referral at start-up
 * and stored r_valid/r_name; the quote form sends the referral with the new enrollment.
 */
export function ReferralScreen() {
  const valid = useSession((s) => s.r_valid);
  const name = useSession((s) => s.r_name);
  return (
    <StoreLanding
      title="Find the right benefits for you"
      tagline={valid && name ? `(Referred By : ${name})` : null}
    />
  );
}
