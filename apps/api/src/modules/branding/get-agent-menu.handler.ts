import type { Handler } from '../../http/handler';
import { requireAgent } from '../startup/people.repository';
import { menuOf } from './branding.repository';

export const getAgentMenu: Handler<'get-agent-menu'> = async ({ db, query }) => {
  await requireAgent(db, query.agent_id);
  return menuOf(db, 'agent', query.agent_id);
};
