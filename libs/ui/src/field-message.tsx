import styles from './field.module.css';

export interface FieldMessageProps {
  id: string;
  error?: string | null;
  hint?: string;
}

/**
 * The text under a field. The error lives in a role=alert node so it is announced the moment it
 * appears, and its id is in the control's aria-describedby so it is read again on focus.
 */
export function FieldMessage({ id, error, hint }: FieldMessageProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** aria-describedby for a control: its hint and, when present, its error. */
export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
