import type { Handler } from '../../kernel/handler';
import { requireAgentAccess } from '../../kernel/access/access';
import { requireAgent } from '../../kernel/people/people.repository';

/** Platforms are the agent's enrollment portals, default first (the rep's, or the group's agent's). */
export const getEnrollmentPlatforms: Handler<'get-enrollment-platforms'> = async (ctx) => {
  const { db, query } = ctx;
  await requireAgentAccess(ctx, 'view-platforms', query.agent_id);
  await requireAgent(db, query.agent_id);
  return db.query<{ platform_group_id: number; platform_name: string }>(
    'SELECT portal_id AS platform_group_id, name AS platform_name FROM portals WHERE agent_id = $1 ORDER BY is_default DESC, position, portal_id',
    [query.agent_id],
  );
};
