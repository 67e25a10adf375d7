import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A link or button that gets the visitor moving again. */
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ title, message, action, headingLevel: H = 'h2' }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <H className={styles.title}>{title}</H>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}
