import styles from './spinner.module.css';

export interface SkeletonProps {
  height?: string;
  width?: string;
}

/** A grey placeholder block while content loads; hidden from assistive tech (the region says aria-busy). */
export function Skeleton({ height = '1rem', width = '100%' }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}
