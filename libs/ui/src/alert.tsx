import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'success' | 'error' | 'info';
  children: ReactNode;
}

/** Message box: errors interrupt (role=alert), success and info are polite (role=status). */
export function Alert({ tone = 'info', children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
