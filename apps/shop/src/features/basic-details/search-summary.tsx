import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GENDERS } from '@bs/domain';
import { Card, Skeleton, buttonClass, tierOptionLabel, useStorePath } from '@bs/ui';
import { storedFiltersQueryOptions } from '../open-enrollment/stored-filters-query';
import styles from './plans.module.css';

/** The search-edit panel (spec §2 Plan listing): the quote basics the plans are priced for, and Edit. */
export function SearchSummary({ tempId }: { tempId: string }) {
  const to = useStorePath();
  const filters = useQuery(storedFiltersQueryOptions(tempId));
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
        {filters.isLoading ? (
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
        <Link to={to('/home')} className={buttonClass('secondary')}>
          Edit
        </Link>
      </div>
    </Card>
  );
}
