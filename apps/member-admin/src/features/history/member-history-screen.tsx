import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { PageTitle, StaffPage, useStorePath, useDocumentTitle } from '@bs/ui';
import { ChangeHistory } from '@bs/change-history';
import { useT } from '../../i18n/messages';
import styles from './history.module.css';

const userIdOf = (v: string | undefined) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `/member-history/:userId`: who changed what in a member's enrollments, for the rep whose book
 * holds the member or the group's administrator (the server decides; others see its refusal).
 */
export function MemberHistoryScreen() {
  const t = useT();
  const to = useStorePath();
  const userId = userIdOf(useParams().userId);
  const eprocess = useSession((s) => s.eprocess);
  const member = useQuery({
    ...callQueryOptions('get-member-info', { query: { user_id: userId ?? 0 } }),
    enabled: userId != null,
  });
  const name = member.data
    ? `${member.data.member_info.first_name} ${member.data.member_info.last_name}`
    : '';
  const title = name ? t('history.memberTitle', { name }) : t('history.title');
  useDocumentTitle(title);
  const back = eprocess === 'group' ? '/group-select-member' : '/agent-select-member';
  return (
    <StaffPage className={styles.page}>
      <PageTitle subtitle={t('history.lead')}>{title}</PageTitle>
      <p>
        <Link to={to(back)}>{t('history.back')}</Link>
      </p>
      {userId == null ? (
        <p role="alert">{t('history.badId')}</p>
      ) : (
        <ChangeHistory
          subject={{ user_id: userId }}
          caption={title}
          enrollmentLink={(id) => (
            <Link to={to(`/enrollment-history/${id}`)} aria-label={t('history.openEnrollment', { id })}>
              <code>{id.slice(0, 8)}</code>
            </Link>
          )}
        />
      )}
    </StaffPage>
  );
}
