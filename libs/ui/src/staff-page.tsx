import type { ReactNode } from 'react';
import styles from './staff-page.module.css';

export interface StaffPageProps {
  /** The screen's own additions (e.g. how code wraps inside it). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a staff screen (current members, history, the board, reports, carrier files and
 * the console's lists): one column of sections, at most 72rem wide, centred.
 */
export function StaffPage({ className, children }: StaffPageProps) {
  return <div className={className ? `${styles.page} ${className}` : styles.page}>{children}</div>;
}
