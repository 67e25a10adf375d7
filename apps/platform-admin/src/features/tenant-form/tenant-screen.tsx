import { useParams } from 'react-router';
import { PageTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useDocumentTitle } from '../guard/use-document-title';

/** `/admin/tenants/:slug`: one store, its form and its change history. */
export function TenantScreen() {
  const t = useT();
  const { slug = '' } = useParams();
  useDocumentTitle(t('detail.title', { slug }));
  return <PageTitle>{t('detail.title', { slug })}</PageTitle>;
}
