import type { Handler } from '../../kernel/handler';
import { requireAgent } from '../../kernel/people/people.repository';

export const getAgentInfoEnroll: Handler<'get-agent-info-enroll'> = async ({ db, query }) =>
  requireAgent(db, query.agent_id);
