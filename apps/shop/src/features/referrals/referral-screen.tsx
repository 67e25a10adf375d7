import { useSession } from '@bs/session';
import { FeaturedPlans } from '../featured-plans/featured-plans';
import { OpenEnrollmentForm } from '../open-enrollment/open-enrollment-form';
import styles from '../landing/landing.module.css';

/**
 * `/referrals?rid=` (wizard §2 Referral landing): the shell validated the referral at start-up
 * and stored r_valid/r_name; the quote form sends the referral with the new enrollment.
 */
export function ReferralScreen() {
  const valid = useSession((s) => s.r_valid);
  const name = useSession((s) => s.r_name);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>Find the right benefits for you</h1>
          {valid && name && <p className={styles.tagline}>(Referred By : {name})</p>}
          <ul className={styles.points}>
            <li>Plans from trusted carriers, side by side</li>
            <li>Prices for your age, area and family</li>
            <li>Enroll online, no paperwork</li>
          </ul>
        </div>
        <div className={styles.heroForm}>
          <OpenEnrollmentForm />
        </div>
      </section>
      <FeaturedPlans />
    </div>
  );
}
