import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The message shown under the field (client validation or the server's field error). */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line TextField (quote message, notes): same label, hint and error wiring. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  ref,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => (
        <textarea
          {...textarea}
          {...a11y}
          ref={ref}
          rows={rows}
          className={`${styles.control} ${styles.multiline}`}
        />
      )}
    </FieldFrame>
  );
}
