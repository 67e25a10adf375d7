import { Link } from 'react-router';
import { useSession } from '@bs/session';
import { PageTitle, StaffPage, useStorePath, useDocumentTitle } from '@bs/ui';
import { ReportsView } from '@bs/reports';
import { useT } from '../../i18n/messages';
import { MissingContextNotice } from '../../shared/missing-context-notice';

/**
 * `/reports` (issue 21): the enrollment reports of a rep's book or a group administrator's group.
 * The server decides whose enrollments count (the access table's 'view-reports'); this screen
 * only says whose they are and links back home.
 */
export function ReportsScreen() {
  const t = useT();
  const to = useStorePath();
  const eprocess = useSession((s) => s.eprocess);
  const title = t('reports.title');
  useDocumentTitle(title);
  if (eprocess !== 'rep' && eprocess !== 'group')
    return <MissingContextNotice title={t('reports.signInTitle')} message={t('reports.signInMessage')} />;
  return (
    <StaffPage>
      <PageTitle subtitle={t('reports.lead')}>{title}</PageTitle>
      <p>
        <Link to={to(eprocess === 'group' ? '/group-home' : '/agent-home')}>{t('reports.back')}</Link>
      </p>
      <ReportsView />
    </StaffPage>
  );
}
