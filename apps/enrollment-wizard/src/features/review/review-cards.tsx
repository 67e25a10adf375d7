import { Button, Card } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { TabName } from '../frame/wizard-tabs';
import styles from './review.module.css';

/** The review's cards in the spec's order (wizard §2 Review & Confirmation). */
export const REVIEW_CARDS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
] as const satisfies readonly TabName[];
export type ReviewCard = (typeof REVIEW_CARDS)[number];

/** A card per required tab; Agreement & Signature always. */
export const reviewCardsFor = (required: readonly string[]): ReviewCard[] =>
  REVIEW_CARDS.filter((tab) => tab === 'agreement_info' || required.includes(tab));

export function ReviewCards({
  cards,
  onView,
}: {
  cards: readonly ReviewCard[];
  onView: (tab: ReviewCard) => void;
}) {
  const t = useT();
  return (
    <ul className={styles.cards} aria-label={t('review.cards')}>
      {cards.map((tab) => (
        <Card as="li" key={tab} className={styles.card}>
          <h2 className={styles.cardTitle} id={`review-card-${tab}`}>
            {t(`review.card.${tab}`)}
          </h2>
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
