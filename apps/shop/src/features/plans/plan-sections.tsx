import type { ListingPlan } from '@bs/contract';
import { PLAN_SECTIONS } from '@bs/domain';
import { useT } from '../../i18n/messages';
import { PlanCard } from '../plan-card/plan-card';
import styles from './plans.module.css';

/** The listing in the spec's thirteen sections and order; only sections with plans appear. */
export function PlanSections({ plans }: { plans: readonly ListingPlan[] }) {
  const t = useT();
  return (
    <div className={styles.sections}>
      {PLAN_SECTIONS.map(({ key }) => {
        const inSection = plans.filter((p) => p.plan_category === key);
        if (!inSection.length) return null;
        return (
          <section key={key} aria-labelledby={`section-${key}`} className={styles.section}>
            <h2 id={`section-${key}`} className={styles.sectionTitle}>
              {t(`sections.${key}`)}
            </h2>
            <ul className={styles.grid}>
              {inSection.map((p) => (
                <PlanCard key={p.plan_id} plan={p} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
