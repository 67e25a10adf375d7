import { FeaturedPlans } from '../featured-plans/featured-plans';
import { OpenEnrollmentForm } from '../open-enrollment/open-enrollment-form';
import styles from './landing.module.css';
import { useHeroCopy } from './use-hero-copy';

/** `/` and `/home` (spec §2 Landing): a hero for the visitor's store, the quote form, featured plans. */
export function LandingScreen() {
  const hero = useHeroCopy();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-busy={hero.loading || undefined}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{hero.title}</h1>
          {hero.tagline && <p className={styles.tagline}>{hero.tagline}</p>}
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
