import type { ShopPay } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import styles from './pay-note.module.css';

/**
 * A group employee's price per paycheck with the employer's share beside it (issue 28, ADR 0033):
 * the amounts the API computed by the money model, only worded here ("$9.23 per paycheck, 26 a
 * year", "Employer $20.00/month").
 */
export function PayNote({ pay }: { pay: ShopPay }) {
  const t = useT();
  return (
    <span className={styles.note}>
      <span className={styles.you}>
        {t('pay.perPaycheck', { amount: formatMoney(pay.employee_per_paycheck), n: pay.paychecks_per_year })}
      </span>
      {pay.employer_monthly > 0 && (
        <span className={styles.employer}>
          {t('pay.employer', { amount: formatMoney(pay.employer_monthly) })}
        </span>
      )}
      <span className={styles.tax}>{t(pay.pre_tax ? 'pay.preTax' : 'pay.afterTax')}</span>
    </span>
  );
}
