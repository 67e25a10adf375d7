import { FeaturedPlans } from '../../shared/featured-plans/featured-plans';
import { useT } from '../../i18n/messages';
import { OpenEnrollmentForm } from '../../shared/open-enrollment/open-enrollment-form';
import styles from './landing.module.css';

export interface StoreLandingProps {
  title: string;
  /** The line under the title: the store's tagline, or who referred the visitor. */
  tagline?: string | null;
  busy?: boolean;
}

/** The landing layout shared by `/`, `/home` and `/referrals`: hero, the quote form, featured plans. */
export function StoreLanding({ title, tagline, busy }: StoreLandingProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-busy={busy || undefined}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          <ul className={styles.points}>
            <li>{t('landing.points.carriers')}</li>
            <li>{t('landing.points.prices')}</li>
            <li>{t('landing.points.online')}</li>
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
