import type { Handler } from '../../http/handler';
import { requireAgent } from './people.repository';

export const getAgentGroups: Handler<'get-agent-groups'> = async ({ db, query }) => {
  await requireAgent(db, query.agent_id);
  return db.query<{ gid: number; gname: string }>(
    `SELECT g.group_id AS gid, g.name AS gname FROM agent_groups ag JOIN groups g USING (group_id)
     WHERE ag.agent_id = $1 ORDER BY g.name`,
    [query.agent_id],
  );
};
