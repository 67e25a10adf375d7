import type { CardPrice as Price, ListingPlan } from '@bs/contract';
import { PLAN_SECTIONS } from '@bs/domain';
import { useT } from '../../shared/after-landing/i18n/messages';
import { CompareCheckbox } from '../../shared/compare-tray/compare-checkbox';
import { PlanCard } from '../../shared/plan-card/plan-card';
import { useHeldPlans } from '../../shared/held-plans/use-held-plans';
import { CardPrice } from './card-price';
import styles from './plans.module.css';

export interface PlanSectionsProps {
  /** In the chosen order: each section keeps it. */
  plans: readonly ListingPlan[];
  /** Each card's price; undefined before the quote basics are known (no price to show). */
  prices?: ReadonlyMap<number, Price>;
  pricesLoading?: boolean;
}

/** The listing in the spec's thirteen sections and order; only sections with plans appear. */
export function PlanSections({ plans, prices, pricesLoading = false }: PlanSectionsProps) {
  const t = useT();
  const held = useHeldPlans();
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
                <PlanCard key={p.plan_id} plan={p} held={held.get(p.plan_id)}>
                  {prices && <CardPrice price={prices.get(p.plan_id)} loading={pricesLoading} />}
                  <CompareCheckbox planId={p.plan_id} planName={p.plan_name} />
                </PlanCard>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
