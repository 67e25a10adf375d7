import { Link } from 'react-router';
import type { ListingPlan } from '@bs/contract';
import { Card, SafeHtml, planLogoUrl, useStorePath } from '@bs/ui';
import { planPath } from '../featured-plans/plan-path';
import styles from './plans.module.css';

/** A listing card: logo, name, the short HTML text and More Info to the plan's detail. */
export function PlanCard({ plan }: { plan: ListingPlan }) {
  const to = useStorePath();
  return (
    <Card as="li" className={styles.card}>
      {plan.plan_logo && (
        <img className={styles.logo} src={planLogoUrl(plan.plan_logo)} alt="" loading="lazy" />
      )}
      <h3 className={styles.name}>{plan.plan_name}</h3>
      <SafeHtml className={styles.text} html={plan.plan_short_text} />
      <Link
        className={styles.more}
        to={to(planPath(plan.plan_id, plan.plan_name))}
        aria-label={`More Info about ${plan.plan_name}`}
      >
        More Info
      </Link>
    </Card>
  );
}
