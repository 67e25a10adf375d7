import type { OverviewQuote } from '@bs/contract';
import { formatLongDate, formatMoney } from '@bs/i18n';
import { Card } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './staff-overview.module.css';

/**
 * The latest quotes this staff member e-mailed (their own only): to whom, when, what the cart holds
 * now, and whether it became an enrollment, so a follow-up call starts from the home.
 */
export function QuotesCard({ quotes }: { quotes: readonly OverviewQuote[] }) {
  const t = useT();
  return (
    <Card as="section" className={styles.card} aria-labelledby="overview-quotes">
      <h2 id="overview-quotes" className={styles.h2}>
        {t('overview.quotes')}
      </h2>
      {quotes.length === 0 ? (
        <p className={styles.muted}>{t('overview.noQuotes')}</p>
      ) : (
        <ul className={styles.list}>
          {quotes.map((q) => (
            <li key={`${q.sent_at}-${q.to}`}>
              <span className={styles.wrap}>{q.to}</span>
              <span className={styles.muted}>
                {' · '}
                {t('overview.quoteLine', {
                  date: formatLongDate(q.sent_at.slice(0, 10)),
                  count: q.plans,
                  amount: formatMoney(q.monthly_cents / 100),
                })}
                {q.group_name ? ` · ${q.group_name}` : ''}
                {q.completed ? ` · ${t('overview.quoteEnrolled')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
