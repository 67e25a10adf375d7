import { Link, useParams } from 'react-router';
import { useSession } from '@bs/session';
import { PageTitle, StaffPage, useStorePath, useDocumentTitle } from '@bs/ui';
import { ChangeHistory } from '@bs/change-history';
import { useT } from '../../i18n/messages';
import styles from './history.module.css';

/** `/enrollment-history/:enrollmentId`: one enrollment's changes, reached from a member's history. */
export function EnrollmentHistoryScreen() {
  const t = useT();
  const to = useStorePath();
  const enrollmentId = useParams().enrollmentId ?? '';
  const eprocess = useSession((s) => s.eprocess);
  const title = t('history.enrollmentTitle');
  useDocumentTitle(title);
  return (
    <StaffPage className={styles.page}>
      <PageTitle subtitle={t('history.enrollmentLead', { id: enrollmentId })}>{title}</PageTitle>
      <p>
        <Link to={to(eprocess === 'group' ? '/group-select-member' : '/agent-select-member')}>
          {t('history.back')}
        </Link>
      </p>
      <ChangeHistory subject={{ enrollment_id: enrollmentId }} caption={title} />
    </StaffPage>
  );
}
