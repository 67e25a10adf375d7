import type { Handler } from '../../kernel/handler';
import { requireAgentAccess } from '../../kernel/access/access';
import { memberPage } from './member-book.service';

/**
 * GET get-agent-members: a rep's current members (their own book), searched and paged on the
 * server. The agent_id in the query only says which book is asked for: the signed-in rep must be
 * that agent (access-rules.ts 'list-agent-members'), else 401/403.
 */
export const getAgentMembers: Handler<'get-agent-members'> = async (ctx) => {
  const { db, query, config } = ctx;
  await requireAgentAccess(ctx, 'list-agent-members', query.agent_id);
  return memberPage(db, { kind: 'agent', id: query.agent_id }, query.search, query.page, config.dataKey);
};
