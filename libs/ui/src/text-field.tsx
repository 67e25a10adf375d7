import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message shown under the field (client validation or the server's field error). */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, required, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => <input {...input} {...a11y} ref={ref} className={styles.control} />}
    </FieldFrame>
  );
}
