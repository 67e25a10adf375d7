import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import type { IdCard } from '@bs/contract';
import { formatLongDate, useLanguage } from '@bs/i18n';
import { Alert, Card, Skeleton, buttonClass } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './your-id-cards.module.css';

/**
 * "Your ID cards" on the member's home (issue 30, ADR 0038): one card per plan in force that has
 * one, with what it prints and its two files, the PDF to print and the image to keep on a phone.
 * The files are plain links to /id-cards/... on the store's origin: the member's session opens
 * them, always as a download (list-id-cards, access 'read-id-cards': the member only).
 */
export function YourIdCards({ userId }: { userId: number }) {
  const t = useT();
  const [language] = useLanguage();
  // The cards' labels and file names follow the page's language: one cache entry per language.
  const cards = useQuery({
    queryKey: ['list-id-cards', userId, language],
    queryFn: ({ signal }) => apiCall('list-id-cards', { query: { user_id: userId } }, { signal }),
  });
  return (
    <Card as="section" aria-labelledby="your-id-cards-title" className={styles.section}>
      <h2 id="your-id-cards-title" className={styles.title}>
        {t('idCards.title')}
      </h2>
      {cards.isPending ? (
        <Skeleton height="5rem" />
      ) : cards.isError ? (
        <Alert tone="error">{t('idCards.error')}</Alert>
      ) : cards.data.cards.length === 0 ? (
        <p className={styles.muted}>{t('idCards.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('idCards.lead')}</p>
          <ul className={styles.cards}>
            {cards.data.cards.map((c) => (
              <IdCardItem key={c.plan_id} card={c} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function IdCardItem({ card }: { card: IdCard }) {
  const t = useT();
  const nameId = `id-card-${card.plan_id}`;
  const covers = card.dependents.length
    ? t('idCards.coversWith', { names: card.dependents.map((d) => d.name).join(', ') })
    : t('idCards.coversYou');
  return (
    <li className={styles.card}>
      <h3 id={nameId} className={styles.name}>
        {card.plan_name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('idCards.memberId')}</dt>
          <dd>{card.member_id}</dd>
        </div>
        <div>
          <dt>{t('idCards.group')}</dt>
          <dd>{card.group_number}</dd>
        </div>
        {card.coverage_start && (
          <div>
            <dt>{t('idCards.start')}</dt>
            <dd>{formatLongDate(card.coverage_start)}</dd>
          </div>
        )}
        {card.carrier_phone && (
          <div>
            <dt>{t('idCards.phone', { carrier: card.carrier_name })}</dt>
            <dd>
              <a href={`tel:${card.carrier_phone.replace(/[^\d+]/g, '')}`}>{card.carrier_phone}</a>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.muted}>{covers}</p>
      <div className={styles.files}>
        <a
          className={buttonClass('secondary')}
          href={card.pdf.url}
          download={card.pdf.file_name}
          aria-describedby={nameId}
        >
          {t('idCards.pdf')}
        </a>
        <a
          className={buttonClass('secondary')}
          href={card.png.url}
          download={card.png.file_name}
          aria-describedby={nameId}
        >
          {t('idCards.png')}
        </a>
      </div>
    </li>
  );
}
