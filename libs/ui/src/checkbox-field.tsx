import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessage, describedBy } from './field-message';
import styles from './choice-group.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One labelled checkbox (USPS Address Validation, an agreement) with its hint and error. */
export function CheckboxField({ label, error, hint, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className={styles.choice} htmlFor={id}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
