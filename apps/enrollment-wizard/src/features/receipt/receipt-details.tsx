import type { ReceiptDetails as Details } from '@bs/contract';
import { Card, EoiNote, PayNote } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './receipt.module.css';

/**
 * What the mailed PDF shows, on the page (issue 32): plans and amounts, the effective date, the
 * people covered, the payment (masked by the server) and what happens next. A group employee also
 * reads each plan and the total per paycheck with the employer's share (issue 28, ADR 0033).
 */
export function ReceiptDetails({ details: d }: { details: Details }) {
  const t = useT();
  const billed = d.payment.method === 'list' || d.payment.method === 'stmt';
  return (
    <>
      <Card as="section" className={styles.card} aria-labelledby="receipt-plans">
        <h2 id="receipt-plans" className={styles.heading}>
          {t('receipt.plans')}
        </h2>
        <ul className={styles.lines}>
          {d.plans.map((p, i) => (
            <li key={i}>
              <span className={styles.plan}>
                <strong>{p.name}</strong>
                {p.option && <span className={styles.muted}>{p.option}</span>}
                {p.eoi && <EoiNote eoi={p.eoi} />}
              </span>
              <span className={styles.price}>
                <span className={styles.amount}>{p.price}</span>
                {p.pay && <PayNote pay={p.pay} stacked />}
              </span>
            </li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <div>
            <dt>{t('summary.effectiveDate')}</dt>
            <dd data-testid="receipt-effective-date">{d.effective_date}</dd>
          </div>
          <div>
            <dt>{t('review.firstMonth')}</dt>
            <dd className={styles.amount} data-testid="receipt-first-month">
              {d.initial_cost}
            </dd>
          </div>
          <div>
            <dt>{t('review.recurring')}</dt>
            <dd className={styles.amount}>{d.recurring_cost}</dd>
          </div>
          {d.pay && (
            <div>
              <dt>{t('summary.perPaycheck')}</dt>
              <dd data-testid="receipt-pay">
                <PayNote pay={d.pay} tax stacked />
              </dd>
            </div>
          )}
        </dl>
      </Card>
      <Card as="section" className={styles.card} aria-labelledby="receipt-people">
        <h2 id="receipt-people" className={styles.heading}>
          {t('receipt.people')}
        </h2>
        <ul className={styles.lines}>
          {d.people.map((p, i) => (
            <li key={i}>
              <span>{p.name}</span>
              <span className={styles.muted}>{t(`receipt.relationship.${p.relationship}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
      {d.payment.method && (
        <Card as="section" className={styles.card} aria-labelledby="receipt-payment">
          <h2 id="receipt-payment" className={styles.heading}>
            {t('receipt.payment')}
          </h2>
          <p>
            <strong>{t(`receipt.method.${d.payment.method}`)}</strong>
            {d.payment.detail && <> · {d.payment.detail}</>}
          </p>
        </Card>
      )}
      <Card as="section" className={styles.card} aria-labelledby="receipt-next">
        <h2 id="receipt-next" className={styles.heading}>
          {t('receipt.nextTitle')}
        </h2>
        <ul className={styles.steps}>
          <li>{t('receipt.next.mail', { email: d.email })}</li>
          <li>{t(billed ? 'receipt.next.billed' : 'receipt.next.charge', { amount: d.initial_cost })}</li>
          <li>{t('receipt.next.coverage', { date: d.effective_date })}</li>
          <li>{t('receipt.next.keep')}</li>
        </ul>
      </Card>
    </>
  );
}
