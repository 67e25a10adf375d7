import styles from './spinner.module.css';
import { visuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** Announced to screen readers; omit inside a button that already says aria-busy. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const cls = size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner;
  if (!label) return <span className={cls} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={cls} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
