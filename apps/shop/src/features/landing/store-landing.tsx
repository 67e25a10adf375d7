import { FeaturedPlans } from '../featured-plans/featured-plans';
import { OpenEnrollmentForm } from '../open-enrollment/open-enrollment-form';
import styles from './landing.module.css';

export interface StoreLandingProps {
  title: string;
  /** The line under the title: the store's tagline, or who referred the visitor. */
  tagline?: string | null;
  busy?: boolean;
}

/** The landing layout shared by `/`, `/home` and `/referrals`: hero, the quote form, featured plans. */
export function StoreLanding({ title, tagline, busy }: StoreLandingProps) {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-busy={busy || undefined}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
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
