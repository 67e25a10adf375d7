import { useId, type ReactNode, type Ref } from 'react';
import { FieldMessage, describedBy } from './field-message';
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
  onBlur?: () => void;
  /** The first radio, so a form can move focus to the group when it has an error. */
  inputRef?: Ref<HTMLInputElement>;
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
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={inline ? styles.inline : styles.stack}>{children}</div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A labelled set of radio buttons (native: arrow keys move between them). */
export function RadioGroup({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  disabled,
  ...group
}: RadioGroupProps) {
  const invalid = group.error ? true : undefined;
  return (
    <Group {...group} options={options}>
      {options.map((o, i) => (
        <label key={o.value} className={styles.choice}>
          <input
            ref={i === 0 ? inputRef : undefined}
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={disabled || o.disabled}
            // Said when a choice gets focus; the fieldset's own state is not announced by every reader.
            aria-invalid={invalid}
            onChange={() => onChange(o.value)}
            onBlur={onBlur}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </Group>
  );
}

/** A labelled set of checkboxes: a multi-select that every keyboard and screen reader understands. */
export function CheckboxGroup({ values, onChange, options, disabled, ...group }: CheckboxGroupProps) {
  const invalid = group.error ? true : undefined;
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
            aria-invalid={invalid}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </Group>
  );
}
