import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Skeleton } from '@bs/ui';
import { EnrollStartFlow } from './enroll-start-flow';
import styles from './enroll-start.module.css';
import { MissingContextNotice } from './missing-context-notice';

/** `/agent-home` (spec §2 Rep home): welcome the rep by name, then start an enrollment. */
export function AgentHomeScreen() {
  const eprocess = useSession((s) => s.eprocess);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const isRep = eprocess === 'rep' && agentId != null;
  const agent = useQuery({
    ...callQueryOptions('get-agent-info-enroll', { query: { agent_id: agentId ?? 0 } }),
    enabled: isRep,
  });

  if (!isRep) {
    return (
      <MissingContextNotice
        title="This page is for representatives"
        message="Open the link your agency gave you to start enrolling members. Shopping for yourself? Start from the home page."
      />
    );
  }
  return (
    <div className={styles.page}>
      <div aria-busy={agent.isLoading || undefined}>
        {agent.isLoading ? (
          <Skeleton height="2.25rem" width="60%" />
        ) : (
          <h1 className={styles.welcome}>
            {agent.data ? `Welcome, ${agent.data.first_name} ${agent.data.last_name}` : 'Welcome'}
          </h1>
        )}
        {agent.data?.agent_code && <p className={styles.lead}>Agent code {agent.data.agent_code}</p>}
      </div>
      <EnrollStartFlow kind="agent" agentId={agentId} />
    </div>
  );
}
