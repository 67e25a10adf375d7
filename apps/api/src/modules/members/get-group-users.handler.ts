import type { Handler } from '../../http/handler';
import { memberPage } from './member-book.service';

/** GET get-group-users: a group's current members, searched and paged on the server (as get-agent-members). */
export const getGroupUsers: Handler<'get-group-users'> = async ({ db, query, config }) =>
  memberPage(db, { kind: 'group', id: query.group_id }, query.search, query.page, config.dataKey);
