import type { InvitationPlanPrice } from '@bs/contract';
import { PayNote, useCategoryName } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './invitation.module.css';

export interface InvitationPricesProps {
  plans: readonly InvitationPlanPrice[];
}

/**
 * The group's plans "from" per paycheck on the invitation landing (issue 28, ADR 0033): what the
 * employee would pay and what the employer puts in, before they choose. The amounts are the
 * API's (open-invitation answers them only to the proved browser); PayNote only words them, as
 * on the store's cards. Nothing when the group has no pay schedule.
 */
export function InvitationPrices({ plans }: InvitationPricesProps) {
  const t = useT();
  const categoryName = useCategoryName();
  if (!plans.length) return null;
  return (
    <section className={styles.prices} aria-labelledby="invitation-prices-title">
      <h2 id="invitation-prices-title" className={styles.formTitle}>
        {t('invitation.pricesTitle')}
      </h2>
      <p className={styles.hint}>{t('invitation.pricesLead')}</p>
      <ul className={styles.priceList}>
        {plans.map((p) => (
          <li key={p.plan_id} className={styles.priceItem}>
            <span>
              <strong>{p.plan_name}</strong> <span className={styles.muted}>{categoryName(p.category)}</span>
            </span>
            <PayNote pay={p.pay} from />
          </li>
        ))}
      </ul>
    </section>
  );
}
