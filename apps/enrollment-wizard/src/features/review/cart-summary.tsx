import { useQuery } from '@tanstack/react-query';
import { getPlanCartQueryOptions } from '@bs/api-client';
import { formatMoney } from '@bs/i18n';
import { Alert, Card, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './review.module.css';

/** The side panel of Review (wizard §2): the cart's plans, first month and recurring cost. */
export function CartSummary({ enrollmentId }: { enrollmentId: string }) {
  const t = useT();
  const cart = useQuery(getPlanCartQueryOptions(enrollmentId));
  return (
    <Card as="section" aria-labelledby="review-cart-title" className={styles.cart}>
      <h2 id="review-cart-title" className={styles.cartTitle}>
        {t('review.cart')}
      </h2>
      {cart.isPending ? (
        <Skeleton height="6rem" />
      ) : cart.isError ? (
        <Alert tone="error">
          <p>{t('review.cartError')}</p>
        </Alert>
      ) : (
        <>
          <ul className={styles.plans}>
            {cart.data.result.map((p) => (
              <li key={`${p.plan_id}-${p.plan_pricing_id}`}>
                <span>{p.plan_name}</span>
                <span className={styles.amount}>{formatMoney(p.price)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <div>
              <dt>{t('review.firstMonth')}</dt>
              <dd className={styles.amount}>{formatMoney(cart.data.initial_month_cost)}</dd>
            </div>
            <div>
              <dt>{t('review.recurring')}</dt>
              <dd className={styles.amount}>{formatMoney(cart.data.recurring_month_cost)}</dd>
            </div>
          </dl>
        </>
      )}
    </Card>
  );
}
