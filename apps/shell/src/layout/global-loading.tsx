import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import styles from './global-loading.module.css';

/** A thin bar at the top while any request is pending (wizard §4: global loading indicator). */
export function GlobalLoading({ force = false }: { force?: boolean }) {
  const busy = useIsFetching() + useIsMutating() > 0 || force;
  if (!busy) return null;
  return <div className={styles.bar} role="progressbar" aria-label="Loading" aria-busy="true" />;
}
