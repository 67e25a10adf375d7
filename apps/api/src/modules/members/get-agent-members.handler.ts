import type { Handler } from '../../http/handler';
import { memberPage } from './member-book.service';

/**
 * GET get-agent-members: a rep's current members (their own book), searched and paged on the
 * server. Which agent comes from the query for now; the access-control guard (issue 11, sign-in)
 * checks that the signed-in principal may act for it.
 */
export const getAgentMembers: Handler<'get-agent-members'> = async ({ db, query, config }) =>
  memberPage(db, { kind: 'agent', id: query.agent_id }, query.search, query.page, config.dataKey);
