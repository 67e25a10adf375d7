import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option (e.g. "Choose Tier"); omitted when the field always has a value. */
  placeholder?: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => (
        <select {...select} {...a11y} ref={ref} className={styles.control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
