import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { memberPage } from './member-book.service';

/**
 * GET get-group-users: a group's current members, searched and paged on the server (as
 * get-agent-members). Its administrator, or a rep whose agent serves the group, may list it
 * (access-rules.ts 'list-group-members').
 */
export const getGroupUsers: Handler<'get-group-users'> = async (ctx) => {
  const { db, query, config } = ctx;
  await requireGroupAccess(ctx, 'list-group-members', query.group_id);
  return memberPage(db, { kind: 'group', id: query.group_id }, query.search, query.page, config.dataKey);
};
