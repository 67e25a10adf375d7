import { useDocumentTitle } from '@bs/ui';
import { useT } from '../i18n/messages';
import { useInjectedTenant } from './use-tenant-copy';

/**
 * Names the browser tab after the screen and the store ("Plans · Summit Benefit Advisors"), in
 * the current language (libs/ui's useDocumentTitle puts it on the tab and back).
 */
export function useStoreTitle(page: string | null | undefined): void {
  const t = useT();
  const store = useInjectedTenant()?.name ?? t('storeName');
  useDocumentTitle(page ? t('documentTitle', { page, store }) : null);
}
