import type { ShopPay } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { useT } from './i18n/messages';
import styles from './pay-note.module.css';

export interface PayNoteProps {
  pay: ShopPay;
  /** A card's or a total's lowest option: "From $9.23 per paycheck". */
  from?: boolean;
  /** Also say whether it is deducted before or after tax (Section 125). */
  tax?: boolean;
  /** One part under the other (a narrow cell) instead of side by side. */
  stacked?: boolean;
}

/**
 * A group employee's price per paycheck with the employer's share beside it (issue 28, ADR 0033):
 * the amounts the API computed by the money model, only worded here ("$9.23 per paycheck, 26 a
 * year", "Employer $20.00/month"). One component for every screen that shows it (shop cards,
 * plan detail, compare, cart, the enrollment board), so the words are the same everywhere.
 */
export function PayNote({ pay, from = false, tax = false, stacked = false }: PayNoteProps) {
  const t = useT();
  const amount = formatMoney(pay.employee_per_paycheck);
  return (
    <span className={stacked ? `${styles.note} ${styles.stacked}` : styles.note} data-testid="pay-note">
      <span className={styles.you}>
        {t(from ? 'pay.fromPerPaycheck' : 'pay.perPaycheck', { amount, n: pay.paychecks_per_year })}
      </span>
      {pay.employer_monthly > 0 && (
        <span className={styles.employer}>
          {t('pay.employer', { amount: formatMoney(pay.employer_monthly) })}
        </span>
      )}
      {tax && <span className={styles.tax}>{t(pay.pre_tax ? 'pay.preTax' : 'pay.afterTax')}</span>}
    </span>
  );
}
