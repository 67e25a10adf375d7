import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/messages';
import styles from './billing.module.css';

export interface ExistingChoiceProps<I extends number> {
  legend: string;
  items: readonly { id: I; label: ReactNode }[];
  selected: I | null;
  onSelect: (id: I | null) => void;
}

/**
 * Saved cards or bank accounts as radios (spec §4): choosing one again clears the choice, so the
 * person can go back to entering new details (a click, or Space on the checked radio).
 */
export function ExistingChoice<I extends number>({
  legend,
  items,
  selected,
  onSelect,
}: ExistingChoiceProps<I>) {
  const t = useT();
  const name = useId();
  const hintId = useId();
  if (items.length === 0) return null;
  return (
    <fieldset className={styles.existing} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.note}>
        {t('billing.deselectHint')}
      </p>
      {items.map((item) => (
        <label key={item.id} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={item.id}
            checked={selected === item.id}
            onChange={() => onSelect(item.id)}
            onClick={() => {
              if (selected === item.id) onSelect(null);
            }}
          />
          <span>{item.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
