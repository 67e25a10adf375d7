import { PageTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useDocumentTitle } from '../guard/use-document-title';

/** `/admin/tenants`: every store of the platform. */
export function TenantsScreen() {
  const t = useT();
  useDocumentTitle(t('list.title'));
  return <PageTitle>{t('list.title')}</PageTitle>;
}
