import type { ReactNode } from 'react';
import type { CartPlan, PlanCart } from '@bs/contract';
import { Card, PayNote } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { EffectiveDateSelect, type EffectiveDateSelectProps } from './effective-date-select';
import { formatMoney } from '@bs/i18n';
import styles from './cart.module.css';

export interface OrderInfoProps extends EffectiveDateSelectProps {
  cart: PlanCart;
  /** Lines the visitor cannot remove (e.g. the administrative fee), listed here (spec §2). */
  fixedItems: readonly CartPlan[];
  /** The prices are being recomputed for a new effective date. */
  repricing: boolean;
  /** Proceed to Checkout and, where allowed, Send Personalized Quote. */
  children: ReactNode;
}

/** Order Info (spec §2 Cart): effective date, fixed lines, first month, recurring and total cost. */
export function OrderInfo({ cart, fixedItems, repricing, children, ...date }: OrderInfoProps) {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="order-info-title" className={styles.order}>
      <h2 id="order-info-title" className={styles.heading}>
        {t('order.title')}
      </h2>
      <EffectiveDateSelect {...date} />
      {fixedItems.length > 0 && (
        <ul className={styles.fixed} aria-label={t('order.included')}>
          {fixedItems.map((item) => (
            <li key={`${item.plan_id}-${item.plan_pricing_id}`}>
              <span>{item.plan_name}</span>
              <span className={styles.amount}>{formatMoney(item.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals} aria-busy={repricing || undefined}>
        <dt>{t('order.firstMonth')}</dt>
        <dd>{formatMoney(cart.initial_month_cost)}</dd>
        <dt>{t('order.recurring')}</dt>
        <dd>
          {formatMoney(cart.recurring_month_cost)}
          <span className={styles.per}>{t('order.perMonth')}</span>
        </dd>
        {cart.pay && (
          <>
            <dt className={styles.payLabel}>{t('pay.title')}</dt>
            <dd className={styles.payValue}>
              <PayNote pay={cart.pay} tax stacked />
            </dd>
          </>
        )}
        <dt className={styles.total}>{t('order.total')}</dt>
        <dd className={styles.total}>{formatMoney(cart.initial_month_cost)}</dd>
      </dl>
      <div className={styles.actions}>{children}</div>
    </Card>
  );
}
