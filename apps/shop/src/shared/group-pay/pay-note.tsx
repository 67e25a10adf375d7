import type { ShopPay } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import styles from './group-pay.module.css';

/**
 * A group employee's price per paycheck with the employer's share beside it (issue 28, ADR 0033),
 * as the API computed it; the monthly price stays shown above it. `from` words a card's lowest
 * option ("From $9.23 per paycheck").
 */
export function PayNote({ pay, from = false }: { pay: ShopPay; from?: boolean }) {
  const t = useT();
  const amount = formatMoney(pay.employee_per_paycheck);
  return (
    <p className={styles.note}>
      <span className={styles.you}>
        {t(from ? 'groupPay.fromPerPaycheck' : 'groupPay.perPaycheck', { amount, n: pay.paychecks_per_year })}
      </span>
      {pay.employer_monthly > 0 && (
        <span className={styles.employer}>
          {t('groupPay.employer', { amount: formatMoney(pay.employer_monthly) })}
        </span>
      )}
    </p>
  );
}
