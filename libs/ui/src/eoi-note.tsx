import type { EoiSplit } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { useT } from './i18n/messages';
import styles from './eoi-note.module.css';

/** Whole dollars of cover as people read them: $100,000. */
const cover = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/**
 * An election above the plan's guaranteed-issue amount (issue 30, ADR 0037), as the API split it:
 * "$100,000 approved now ($20.00 per month)", per paycheck for a group employee, and "$150,000
 * pending evidence of insurability". One component for plan detail, the order summary (review
 * and billing) and the receipt page, so the words are the same everywhere.
 */
export function EoiNote({ eoi }: { eoi: EoiSplit }) {
  const t = useT();
  const price = eoi.approved_pay
    ? t('pay.perPaycheck', {
        amount: formatMoney(eoi.approved_pay.employee_per_paycheck),
        n: eoi.approved_pay.paychecks_per_year,
      })
    : t('eoi.perMonth', { amount: formatMoney(eoi.approved_price) });
  return (
    <span className={styles.note} data-testid="eoi-note">
      <span className={styles.approved}>{t('eoi.approved', { amount: cover(eoi.approved_now), price })}</span>
      <span className={styles.pending}>{t('eoi.pending', { amount: cover(eoi.pending) })}</span>
    </span>
  );
}
