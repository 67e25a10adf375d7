import styles from './field.module.css';

export interface FieldMessageProps {
  id: string;
  error?: string | null;
  hint?: string;
}

/**
 * The text under a field. The error slot is a polite live region that is always in the page, so a
 * message put into it is announced once, after what the person is hearing, and several fields'
 * messages after one submit are read in turn instead of cutting each other off (role=alert would).
 * Its id is in the control's aria-describedby while it has a message, so it is read again on focus.
 */
export function FieldMessage({ id, error, hint }: FieldMessageProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={error ? styles.error : styles.errorSlot} aria-live="polite">
        {error || ''}
      </p>
    </>
  );
}

/** aria-describedby for a control: its hint and, when present, its error. */
export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
