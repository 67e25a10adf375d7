import { Card, CheckboxGroup, Skeleton, useCategoryName } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import styles from './plans.module.css';

export interface CategoryFilterProps {
  categories: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  loading?: boolean;
}

/** The multi-select "Choose Category" filter: a group of checkboxes, one per category of the store. */
export function CategoryFilter({ categories, selected, onChange, loading }: CategoryFilterProps) {
  const t = useT();
  const categoryName = useCategoryName();
  return (
    <Card as="section" aria-label={t('plans.filter')} className={styles.filter}>
      {loading && !categories.length ? (
        <Skeleton height="10rem" />
      ) : (
        <CheckboxGroup
          legend={t('plans.chooseCategory')}
          className={styles.filterGroup}
          options={categories.map((c) => ({ value: c, label: categoryName(c) }))}
          values={selected}
          // Keep the store's order whatever order boxes are ticked in.
          onChange={(next) => onChange(categories.filter((c) => next.includes(c)))}
        />
      )}
    </Card>
  );
}
