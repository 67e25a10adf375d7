import { Link } from 'react-router';
import { PageTitle, StaffPage, useStorePath, useDocumentTitle } from '@bs/ui';
import { ReportsView } from '@bs/reports';
import { useT } from '../../i18n/messages';

/**
 * `/admin/reports` (issue 21): the same reports as a rep's, over every enrollment of the platform
 * (the access table gives the platform administrator 'any'), with their downloads.
 */
export function ReportsScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('reports.title'));
  return (
    <StaffPage>
      <PageTitle subtitle={t('reports.lead')}>{t('reports.title')}</PageTitle>
      <p>
        <Link to={to('/admin/tenants')}>{t('reports.back')}</Link>
      </p>
      <ReportsView />
    </StaffPage>
  );
}
