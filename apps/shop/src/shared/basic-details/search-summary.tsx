import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, buttonClass, useChoiceLabels, useStorePath } from '@bs/ui';
import { useT } from '../after-landing/i18n/messages';
import { storedFiltersQueryOptions } from '../open-enrollment/stored-filters-query';
import styles from './search-summary.module.css';

export interface SearchSummaryProps {
  enrollmentId: string | null;
  /** Opens the Basic Details popup. */
  onEdit: () => void;
}

/**
 * The search-edit panel (spec §2 Plan listing, wizard §2 Plan detail shell): Zip Code, Gender
 * (M/F), Smoker only when set, Tier, DOB, and Edit. Without quote basics yet, a way to enter them.
 */
export function SearchSummary({ enrollmentId, onEdit }: SearchSummaryProps) {
  const t = useT();
  const { tierLabel } = useChoiceLabels();
  const to = useStorePath();
  const filters = useQuery({ ...storedFiltersQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
  const f = filters.data;
  const facts: [string, string][] = f
    ? [
        [t('summary.zip'), f.zip ?? ''],
        [t('summary.gender'), f.gender === 0 || f.gender === 1 ? t(`summary.genderShort.${f.gender}`) : ''],
        ...(f.is_smoker != null
          ? ([[t('summary.smoker'), f.is_smoker === 1 ? t('yes') : t('no')]] as [string, string][])
          : []),
        [t('summary.tier'), f.tier ? tierLabel(f.tier) : ''],
        [t('summary.dob'), f.dob ?? ''],
      ]
    : [];
  return (
    <Card as="section" aria-labelledby="search-summary-title" aria-busy={filters.isLoading || undefined}>
      <h2 id="search-summary-title" className={styles.heading}>
        {t('summary.title')}
      </h2>
      <div className={styles.summary}>
        {!enrollmentId ? (
          <p className={styles.empty}>{t('summary.empty')}</p>
        ) : filters.isLoading ? (
          <Skeleton height="2.5rem" />
        ) : (
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
        {enrollmentId ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('summary.edit')}
          </Button>
        ) : (
          <Link to={to('/home')} className={buttonClass('secondary')}>
            {t('summary.getQuote')}
          </Link>
        )}
      </div>
    </Card>
  );
}
