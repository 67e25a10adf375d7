import { useQueries } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { SECTION_OF_TAB } from '@bs/domain';
import { Button, Card, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { sectionSummary } from './section-summary';
import type { ReviewCard } from './review-card-list';
import styles from './review.module.css';

/**
 * The cards with a one-line summary of what each step saved (the same reads View Details makes,
 * so its popup opens from the cache); compact rows on a phone.
 */
export function ReviewCards({
  cards,
  enrollmentId,
  onView,
}: {
  cards: readonly ReviewCard[];
  enrollmentId: string;
  onView: (tab: ReviewCard) => void;
}) {
  const t = useT();
  const saved = useQueries({
    queries: cards.map((tab) => ({
      ...callQueryOptions('get-enrollment-temp-info', {
        query: { enrollment_id: enrollmentId, column: SECTION_OF_TAB[tab] },
      }),
      select: (d: { result: unknown }) => d.result as unknown,
    })),
  });
  return (
    <ul className={styles.cards} aria-label={t('review.cards')}>
      {cards.map((tab, i) => (
        <Card as="li" key={tab} className={styles.card}>
          <div className={styles.cardText}>
            <h2 className={styles.cardTitle} id={`review-card-${tab}`}>
              {t(`review.card.${tab}`)}
            </h2>
            {saved[i]?.isPending ? (
              <Skeleton height="1rem" width="70%" />
            ) : saved[i]?.isSuccess ? (
              <p className={styles.cardSummary}>{sectionSummary(tab, saved[i].data, t)}</p>
            ) : null}
          </div>
          <Button
            variant="secondary"
            aria-label={t('review.viewDetailsOf', { name: t(`review.card.${tab}`) })}
            onClick={() => onView(tab)}
          >
            {t('review.viewDetails')}
          </Button>
        </Card>
      ))}
    </ul>
  );
}
