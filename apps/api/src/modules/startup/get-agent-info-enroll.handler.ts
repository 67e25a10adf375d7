import type { Handler } from '../../http/handler';
import { requireAgent } from './people.repository';

export const getAgentInfoEnroll: Handler<'get-agent-info-enroll'> = async ({ db, query }) =>
  requireAgent(db, query.agent_id);
