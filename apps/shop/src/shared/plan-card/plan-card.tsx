import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FeaturedPlan } from '@bs/contract';
import { Card, ServerHtml, planLogoUrl, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './plan-card.module.css';
import { planPath } from './plan-path';
import { HeldBadge } from '../held-plans/held-badge';
import type { Held } from '../held-plans/use-held-plans';

/**
 * A plan card of the featured list and the listing: logo, name, short HTML text, More Info. The
 * listing puts its price and Compare box in `children`, and flags a plan already held.
 */
export function PlanCard({
  plan,
  held,
  children,
}: {
  plan: FeaturedPlan;
  held?: Held;
  children?: ReactNode;
}) {
  const t = useT();
  const to = useStorePath();
  return (
    <Card as="li" className={styles.card}>
      {plan.plan_logo && (
        <img className={styles.logo} src={planLogoUrl(plan.plan_logo)} alt={plan.plan_name} loading="lazy" />
      )}
      <h3 className={styles.name}>{plan.plan_name}</h3>
      <HeldBadge held={held} />
      <ServerHtml
        className={styles.text}
        html={plan.plan_short_text}
        lang={plan.text_lang?.plan_short_text}
      />
      {children}
      <Link
        className={styles.more}
        to={to(planPath(plan.plan_id, plan.plan_name))}
        aria-label={t('planCard.moreAbout', { name: plan.plan_name })}
      >
        {t('planCard.more')}
      </Link>
    </Card>
  );
}
