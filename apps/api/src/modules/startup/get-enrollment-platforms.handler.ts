import type { Handler } from '../../http/handler';
import { requireAgent } from './people.repository';

/** Platforms are the agent's enrollment portals, default first. */
export const getEnrollmentPlatforms: Handler<'get-enrollment-platforms'> = async ({ db, query }) => {
  await requireAgent(db, query.agent_id);
  return db.query<{ platform_group_id: number; platform_name: string }>(
    'SELECT portal_id AS platform_group_id, name AS platform_name FROM portals WHERE agent_id = $1 ORDER BY is_default DESC, position, portal_id',
    [query.agent_id],
  );
};
