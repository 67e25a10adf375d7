import { useId } from 'react';
import type { PossibleDuplicate } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { Button, Card } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { fullName, PersonRecord } from './person-record';
import type { Review } from '../../shared/possible-duplicates/use-possible-duplicates';
import styles from './possible-duplicates.module.css';

export interface DuplicatePairProps {
  pair: PossibleDuplicate;
  /** Asks to confirm this decision (the screen opens its dialog). */
  onReview: (pair: PossibleDuplicate, review: Review) => void;
  busy: boolean;
}

/** One pair side by side (the two records stack on a phone), with its two decisions. */
export function DuplicatePair({ pair, onReview, busy }: DuplicatePairProps) {
  const t = useT();
  const [language] = useLanguage();
  const id = useId();
  const name = fullName(pair.existing);
  const when = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(pair.created_at));
  return (
    <Card as="article" className={styles.pair} aria-labelledby={`${id}-title`}>
      <header className={styles.pairHeader}>
        <h2 id={`${id}-title`} className={styles.pairTitle}>
          {t('duplicates.pairTitle', { name })}
        </h2>
        <p className={styles.meta}>
          {t(`duplicates.matchedBy.${pair.matched_by}`)} · {t('duplicates.created', { when })}
        </p>
      </header>
      <div className={styles.sides}>
        <PersonRecord headingId={`${id}-existing`} label={t('duplicates.existing')} person={pair.existing} />
        <PersonRecord
          headingId={`${id}-new`}
          label={t('duplicates.duplicate')}
          person={pair.duplicate}
          compareTo={pair.existing}
        />
      </div>
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => onReview(pair, 'merge')}>
          {t('duplicates.merge', { name })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onReview(pair, 'keep')}>
          {t('duplicates.keep')}
        </Button>
      </div>
    </Card>
  );
}
