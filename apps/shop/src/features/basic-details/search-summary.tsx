import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GENDERS } from '@bs/domain';
import { Button, Card, Skeleton, buttonClass, tierOptionLabel, useStorePath } from '@bs/ui';
import { storedFiltersQueryOptions } from '../open-enrollment/stored-filters-query';
import styles from './search-summary.module.css';

export interface SearchSummaryProps {
  tempId: string | null;
  /** Opens the Basic Details popup. */
  onEdit: () => void;
}

/**
 * The search-edit panel (spec §2 Plan listing, wizard §2 Plan detail shell): Zip Code, Gender
 * (M/F), Smoker only when set, Tier, DOB, and Edit. Without quote basics yet, a way to enter them.
 */
export function SearchSummary({ tempId, onEdit }: SearchSummaryProps) {
  const to = useStorePath();
  const filters = useQuery({ ...storedFiltersQueryOptions(tempId ?? ''), enabled: !!tempId });
  const f = filters.data;
  const facts: [string, string][] = f
    ? [
        ['Zip Code', f.zip ?? ''],
        ['Gender', GENDERS.find((g) => g.value === f.gender)?.short ?? ''],
        ...(f.is_smoker != null
          ? ([['Smoker', f.is_smoker === 1 ? 'Yes' : 'No']] as [string, string][])
          : []),
        ['Tier', f.tier ? tierOptionLabel(f.tier) : ''],
        ['DOB', f.dob ?? ''],
      ]
    : [];
  return (
    <Card as="section" aria-labelledby="search-summary-title" aria-busy={filters.isLoading || undefined}>
      <h2 id="search-summary-title" className={styles.heading}>
        Your details
      </h2>
      <div className={styles.summary}>
        {!tempId ? (
          <p className={styles.empty}>Enter your zip code, tier and date of birth to see prices.</p>
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
        {tempId ? (
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
        ) : (
          <Link to={to('/home')} className={buttonClass('secondary')}>
            Get a Quote
          </Link>
        )}
      </div>
    </Card>
  );
}
