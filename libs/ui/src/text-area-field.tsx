import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldMessage, describedBy } from './field-message';
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
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        rows={rows}
        className={`${styles.control} ${styles.multiline}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
