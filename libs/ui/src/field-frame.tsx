import { useId, type ReactNode } from 'react';
import { FieldMessage, describedBy } from './field-message';
import styles from './field.module.css';

/** What a control needs to be labelled, announced and tied to its message. */
export interface ControlA11y {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlA11y) => ReactNode;
}

/** Label above, control, hint and error under it: the one layout of every form field. */
export function FieldFrame({ label, error, hint, required, className, children }: FieldFrameProps) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      })}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
