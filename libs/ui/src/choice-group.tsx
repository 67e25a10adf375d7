import { useId, type ReactNode } from 'react';
import { FieldMessage } from './field-message';
import styles from './choice-group.module.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupBase {
  /** The fieldset's legend: the question or the group's name. */
  legend: ReactNode;
  options: readonly ChoiceOption[];
  error?: string | null;
  hint?: string;
  /** Lay the choices out in a row (Yes / No) instead of a column. */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
}

export interface RadioGroupProps extends ChoiceGroupBase {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

export interface CheckboxGroupProps extends ChoiceGroupBase {
  values: readonly string[];
  onChange: (values: string[]) => void;
}

function Group({
  legend,
  error,
  hint,
  inline,
  className,
  children,
}: ChoiceGroupBase & { children: ReactNode }) {
  const id = useId();
  return (
    <fieldset
      className={[styles.group, className ?? ''].join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={
        [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={inline ? styles.inline : styles.stack}>{children}</div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A labelled set of radio buttons (native: arrow keys move between them). */
export function RadioGroup({ name, value, onChange, options, disabled, ...group }: RadioGroupProps) {
  return (
    <Group {...group} options={options}>
      {options.map((o) => (
        <label key={o.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={disabled || o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </Group>
  );
}

/** A labelled set of checkboxes: a multi-select that every keyboard and screen reader understands. */
export function CheckboxGroup({ values, onChange, options, disabled, ...group }: CheckboxGroupProps) {
  const toggle = (v: string, on: boolean) =>
    onChange(on ? [...values.filter((x) => x !== v), v] : values.filter((x) => x !== v));
  return (
    <Group {...group} options={options}>
      {options.map((o) => (
        <label key={o.value} className={styles.choice}>
          <input
            type="checkbox"
            value={o.value}
            checked={values.includes(o.value)}
            disabled={disabled || o.disabled}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </Group>
  );
}
