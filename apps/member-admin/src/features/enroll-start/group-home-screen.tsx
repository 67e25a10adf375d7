import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Link } from 'react-router';
import { Skeleton, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { BoardLink } from './board-link';
import { CensusLink } from '../../shared/home-links/census-link';
import { SettingsLink } from '../../shared/home-links/settings-link';
import { DuplicatesLink } from '../../shared/home-links/duplicates-link';
import { EnrollStartFlow } from './enroll-start-flow';
import { StaffOverview } from '../../shared/staff-overview/staff-overview';
import styles from '../../shared/enroll-start.module.css';
import { MissingContextNotice } from '../../shared/missing-context-notice';

/** `/group-home` (spec §2 Group home): welcome with the group name, then start an enrollment. */
export function GroupHomeScreen() {
  const t = useT();
  const to = useStorePath();
  const groupId = useSession((s) => s.group_id);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const ready = groupId != null && agentId != null;
  const group = useQuery({
    ...callQueryOptions('get-group-info-enroll', { query: { group_id: groupId ?? 0 } }),
    enabled: ready,
  });

  if (!ready) {
    return <MissingContextNotice title={t('missing.groupTitle')} message={t('missing.groupMessage')} />;
  }
  return (
    <div className={styles.page}>
      <div aria-busy={group.isLoading || undefined}>
        {group.isLoading ? (
          <Skeleton height="2.25rem" width="60%" />
        ) : (
          <h1 className={styles.welcome}>
            {group.data ? t('home.welcomeName', { name: group.data.name }) : t('home.welcome')}
          </h1>
        )}
        {group.data?.code && <p className={styles.lead}>{t('home.groupCode', { code: group.data.code })}</p>}
        <p className={styles.lead}>
          <Link to={to('/reports')}>{t('home.reports')}</Link>
        </p>
      </div>
      <StaffOverview query={{ group_id: groupId }} />
      <BoardLink />
      <EnrollStartFlow kind="group" agentId={agentId} />
      <CensusLink />
      <SettingsLink />
      <DuplicatesLink />
    </div>
  );
}
