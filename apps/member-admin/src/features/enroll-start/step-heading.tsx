import { useEffect, useRef, type ReactNode } from 'react';
import styles from '../../shared/enroll-start.module.css';

export interface StepHeadingProps {
  id: string;
  children: ReactNode;
  /** After a step change, focus goes to the new question so keyboard and screen-reader users follow. */
  focusOnMount?: boolean;
}

export function StepHeading({ id, children, focusOnMount = false }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={styles.question}>
      {children}
    </h2>
  );
}
