import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export interface PageTitleProps {
  children: ReactNode;
  subtitle?: ReactNode;
  /** Right-hand actions (e.g. "Continue Shopping"). */
  actions?: ReactNode;
}

export function PageTitle({ children, subtitle, actions }: PageTitleProps) {
  return (
    <div className={styles.bar}>
      <div>
        <h1 className={styles.title}>{children}</h1>
        {/* A block, not a <p>: a subtitle may hold a list (the plans' "Enrolling under" facts). */}
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      </div>
      {actions}
    </div>
  );
}
