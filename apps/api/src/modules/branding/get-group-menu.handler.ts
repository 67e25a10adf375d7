import type { Handler } from '../../kernel/handler';
import { requireGroup } from '../../kernel/people/people.repository';
import { menuOf } from '../../kernel/people/branding.repository';

export const getGroupMenu: Handler<'get-group-menu'> = async ({ db, query }) => {
  await requireGroup(db, query.group_id);
  return menuOf(db, 'group', query.group_id);
};
