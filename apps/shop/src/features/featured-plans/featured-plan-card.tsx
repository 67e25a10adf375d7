import { Link } from 'react-router';
import type { FeaturedPlan } from '@bs/contract';
import { Card, SafeHtml, planLogoUrl, useStorePath } from '@bs/ui';
import styles from './featured-plans.module.css';
import { planPath } from './plan-path';

export function FeaturedPlanCard({ plan }: { plan: FeaturedPlan }) {
  const to = useStorePath();
  return (
    <Card as="li">
      {plan.plan_logo && (
        <img className={styles.logo} src={planLogoUrl(plan.plan_logo)} alt={plan.plan_name} loading="lazy" />
      )}
      <h3 className={styles.name}>{plan.plan_name}</h3>
      <SafeHtml className={styles.text} html={plan.plan_short_text} />
      <Link className={styles.more} to={to(planPath(plan.plan_id, plan.plan_name))}>
        More Info<span className={styles.hidden}> about {plan.plan_name}</span>
      </Link>
    </Card>
  );
}
