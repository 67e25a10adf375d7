import type { Handler } from '../../kernel/handler';
import { requireAgent } from '../../kernel/people/people.repository';
import { menuOf } from '../../kernel/people/branding.repository';

export const getAgentMenu: Handler<'get-agent-menu'> = async ({ db, query }) => {
  await requireAgent(db, query.agent_id);
  return menuOf(db, 'agent', query.agent_id);
};
