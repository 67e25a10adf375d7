import { categoryLabel } from '@bs/domain';
import { Card, CheckboxGroup, Skeleton } from '@bs/ui';
import styles from './plans.module.css';

export interface CategoryFilterProps {
  categories: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  loading?: boolean;
}

/** The multi-select "Choose Category" filter: a group of checkboxes, one per category of the store. */
export function CategoryFilter({ categories, selected, onChange, loading }: CategoryFilterProps) {
  return (
    <Card as="section" aria-label="Filter plans" className={styles.filter}>
      {loading && !categories.length ? (
        <Skeleton height="10rem" />
      ) : (
        <CheckboxGroup
          legend="Choose Category"
          className={styles.filterGroup}
          options={categories.map((c) => ({ value: c, label: categoryLabel(c) }))}
          values={selected}
          // Keep the store's order whatever order boxes are ticked in.
          onChange={(next) => onChange(categories.filter((c) => next.includes(c)))}
        />
      )}
    </Card>
  );
}
