import type { UseQueryResult } from '@tanstack/react-query';
import type { PlanCart } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { Alert, Card, EoiNote, PayNote, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './order-summary.module.css';

const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
type Tier = (typeof TIERS)[number];
const isTier = (v: unknown): v is Tier => TIERS.includes(v as Tier);

/**
 * The order as the person buys it (issue 32): each plan with its option and tier, the effective
 * date, the first month and the recurring amount. One summary for the review step and beside the
 * payment on the last step. A group employee also reads each line and the total per paycheck with
 * the employer's share (issue 28, ADR 0033): what the API computed, worded by PayNote. Cover
 * above a plan's guaranteed issue shows its approved and pending lines (issue 30), priced approved.
 */
export function OrderSummary({ cart }: { cart: UseQueryResult<PlanCart> }) {
  const t = useT();
  const tier = cart.data?.tier;
  return (
    <Card as="section" aria-labelledby="order-summary-title" className={styles.summary}>
      <h2 id="order-summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      {cart.isPending ? (
        <Skeleton height="8rem" />
      ) : cart.isError ? (
        <Alert tone="error">
          <p>{t('review.cartError')}</p>
        </Alert>
      ) : (
        <>
          <ul className={styles.plans}>
            {cart.data.result.map((p) => (
              <li key={`${p.plan_id}-${p.plan_pricing_id}`}>
                <span className={styles.plan}>
                  <strong>{p.plan_name}</strong>
                  <span className={styles.choice}>
                    {[p.option_name, isTier(tier) ? t(`summary.tier.${tier}`) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {p.eoi && <EoiNote eoi={p.eoi} />}
                </span>
                <span className={styles.price}>
                  <span className={styles.amount}>
                    {t('summary.perMonth', { amount: formatMoney(p.price) })}
                  </span>
                  {p.pay && <PayNote pay={p.pay} stacked />}
                </span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            {cart.data.effective_date && (
              <div>
                <dt>{t('summary.effectiveDate')}</dt>
                <dd data-testid="summary-effective-date">{cart.data.effective_date}</dd>
              </div>
            )}
            <div>
              <dt>{t('review.firstMonth')}</dt>
              <dd className={styles.amount} data-testid="summary-first-month">
                {formatMoney(cart.data.initial_month_cost)}
              </dd>
            </div>
            <div>
              <dt>{t('review.recurring')}</dt>
              <dd className={styles.amount}>{formatMoney(cart.data.recurring_month_cost)}</dd>
            </div>
            {cart.data.pay && (
              <div>
                <dt>{t('summary.perPaycheck')}</dt>
                <dd data-testid="summary-pay">
                  <PayNote pay={cart.data.pay} tax stacked />
                </dd>
              </div>
            )}
          </dl>
        </>
      )}
    </Card>
  );
}
