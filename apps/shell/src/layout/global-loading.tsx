import { useEffect, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import styles from './global-loading.module.css';
import { useT } from '../i18n/messages';
import { visuallyHidden } from '@bs/ui';

/** Waits shorter than this pass in silence: a screen reader is not told about every quick request. */
export const ANNOUNCE_LOADING_AFTER_MS = 1000;

/**
 * A thin bar at the top while any request is pending (wizard §4: global loading indicator). For
 * screen readers a visually hidden polite live region, always in the page, says "Loading" once a
 * wait lasts, and falls silent when it ends; the bar itself is decoration (aria-hidden).
 */
export function GlobalLoading({ force = false }: { force?: boolean }) {
  const t = useT();
  const busy = useIsFetching() + useIsMutating() > 0 || force;
  const [longWait, setLongWait] = useState(false);
  useEffect(() => {
    if (!busy) return setLongWait(false);
    const timer = setTimeout(() => setLongWait(true), ANNOUNCE_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <>
      {busy && <div className={styles.bar} aria-hidden="true" />}
      <div className={visuallyHidden} aria-live="polite">
        {busy && longWait ? t('loading') : ''}
      </div>
    </>
  );
}
