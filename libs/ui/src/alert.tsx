import { useEffect, useState, type ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'success' | 'error' | 'info';
  children: ReactNode;
}

/**
 * Message box: errors interrupt (role=alert), success and info are polite (role=status). Screen
 * readers announce an alert the moment it is added; a status region, though, is only reliably read
 * when its text changes after it is in the page, so a status box mounts empty and takes its message
 * right after. Either way the message is read once; callers must not wrap it in another live region
 * (that would read it twice).
 */
export function Alert({ tone = 'info', children }: AlertProps) {
  const isError = tone === 'error';
  const [mounted, setMounted] = useState(isError);
  useEffect(() => setMounted(true), []);
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={isError ? 'alert' : 'status'}>
      {mounted ? children : null}
    </div>
  );
}
