import { SECTION_OF_TAB } from '@bs/domain';
import type { ReviewSections } from '@bs/contract';
import { Button, Card, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { sectionSummary } from './section-summary';
import type { ReviewCard } from './review-card-list';
import styles from './review.module.css';

/**
 * The cards with a one-line summary of what each step saved (from the review's one read,
 * get-review-sections, which View Details shows too); compact rows on a phone.
 */
export function ReviewCards({
  cards,
  sections,
  onView,
}: {
  cards: readonly ReviewCard[];
  /** undefined while the read runs. */
  sections: ReviewSections['sections'] | undefined;
  onView: (tab: ReviewCard) => void;
}) {
  const t = useT();
  return (
    <ul className={styles.cards} aria-label={t('review.cards')}>
      {cards.map((tab) => (
        <Card as="li" key={tab} className={styles.card}>
          <div className={styles.cardText}>
            <h2 className={styles.cardTitle} id={`review-card-${tab}`}>
              {t(`review.card.${tab}`)}
            </h2>
            {sections ? (
              <p className={styles.cardSummary}>
                {sectionSummary(tab, sections[SECTION_OF_TAB[tab]]?.result, t)}
              </p>
            ) : (
              <Skeleton height="1rem" width="70%" />
            )}
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
