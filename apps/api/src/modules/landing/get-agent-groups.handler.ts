import type { Handler } from '../../kernel/handler';
import { requireAgentAccess } from '../../kernel/access/access';
import { requireAgent } from '../../kernel/people/people.repository';

/** The rep's groups ("choose a group"): only for a rep signed in for this agent. */
export const getAgentGroups: Handler<'get-agent-groups'> = async (ctx) => {
  const { db, query } = ctx;
  await requireAgentAccess(ctx, 'list-agent-groups', query.agent_id);
  await requireAgent(db, query.agent_id);
  return db.query<{ gid: number; gname: string }>(
    `SELECT g.group_id AS gid, g.name AS gname FROM agent_groups ag JOIN groups g USING (group_id)
     WHERE ag.agent_id = $1 ORDER BY g.name`,
    [query.agent_id],
  );
};
