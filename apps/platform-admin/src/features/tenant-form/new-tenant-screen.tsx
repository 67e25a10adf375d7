import { PageTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useDocumentTitle } from '../guard/use-document-title';

/** `/admin/tenants/new`: onboard a store. */
export function NewTenantScreen() {
  const t = useT();
  useDocumentTitle(t('form.newTitle'));
  return <PageTitle>{t('form.newTitle')}</PageTitle>;
}
