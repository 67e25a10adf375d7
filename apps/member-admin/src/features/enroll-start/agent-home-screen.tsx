import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Skeleton, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { BoardLink } from './board-link';
import { CensusLink } from '../../shared/home-links/census-link';
import { SettingsLink } from '../../shared/home-links/settings-link';
import { DuplicatesLink } from '../../shared/home-links/duplicates-link';
import { EoiLink } from '../../shared/home-links/eoi-link';
import { EnrollStartFlow } from './enroll-start-flow';
import { StaffOverview } from '../../shared/staff-overview/staff-overview';
import styles from '../../shared/enroll-start.module.css';
import { MissingContextNotice } from '../../shared/missing-context-notice';

/** `/agent-home` (spec §2 Rep home): welcome the rep by name, then start an enrollment. */
export function AgentHomeScreen() {
  const t = useT();
  const to = useStorePath();
  const eprocess = useSession((s) => s.eprocess);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const isRep = eprocess === 'rep' && agentId != null;
  const agent = useQuery({
    ...callQueryOptions('get-agent-info-enroll', { query: { agent_id: agentId ?? 0 } }),
    enabled: isRep,
  });

  if (!isRep) {
    return <MissingContextNotice title={t('missing.agentTitle')} message={t('missing.agentMessage')} />;
  }
  return (
    <div className={styles.page}>
      <div aria-busy={agent.isLoading || undefined}>
        {agent.isLoading ? (
          <Skeleton height="2.25rem" width="60%" />
        ) : (
          <h1 className={styles.welcome}>
            {agent.data
              ? t('home.welcomeName', { name: `${agent.data.first_name} ${agent.data.last_name}` })
              : t('home.welcome')}
          </h1>
        )}
        {agent.data?.agent_code && (
          <p className={styles.lead}>{t('home.agentCode', { code: agent.data.agent_code })}</p>
        )}
        <p className={styles.lead}>
          <Link to={to('/reports')}>{t('home.reports')}</Link>
        </p>
      </div>
      <StaffOverview query={{ agent_id: agentId }} />
      <BoardLink />
      <EnrollStartFlow kind="agent" agentId={agentId} />
      <p>
        <Link to={to('/carrier-files')}>{t('carrierFiles.nav')}</Link>
      </p>
      <CensusLink />
      <SettingsLink />
      <DuplicatesLink />
      <EoiLink />
    </div>
  );
}
