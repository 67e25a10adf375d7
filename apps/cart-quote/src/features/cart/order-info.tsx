import type { PlanCart } from '@bs/contract';
import { Card } from '@bs/ui';
import { formatMoney } from './format-money';
import styles from './cart.module.css';

/** The cart's costs (spec §2 Order Info); effective date and checkout arrive with a later issue. */
export function OrderInfo({ cart }: { cart: PlanCart }) {
  return (
    <Card as="section" aria-labelledby="order-info-title">
      <h2 id="order-info-title" className={styles.heading}>
        Order Info
      </h2>
      <dl className={styles.totals}>
        <dt>First month cost</dt>
        <dd>{formatMoney(cart.initial_month_cost)}</dd>
        <dt>Recurring cost</dt>
        <dd>{formatMoney(cart.recurring_month_cost)}</dd>
      </dl>
    </Card>
  );
}
