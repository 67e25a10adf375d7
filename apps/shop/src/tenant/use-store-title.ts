import { useEffect } from 'react';
import { useT } from '../i18n/messages';
import { useInjectedTenant } from './use-tenant-copy';

/**
 * Names the browser tab after the screen and the store ("Plans · Summit Benefit Advisors"), in
 * the current language; the previous title comes back when the screen leaves, so screens of other
 * remotes never inherit a shop title.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const t = useT();
  const store = useInjectedTenant()?.name ?? t('storeName');
  useEffect(() => {
    if (!page) return;
    const before = document.title;
    document.title = t('documentTitle', { page, store });
    return () => {
      document.title = before;
    };
  }, [page, store, t]);
}
