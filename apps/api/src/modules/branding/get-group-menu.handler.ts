import type { Handler } from '../../http/handler';
import { requireGroup } from '../startup/people.repository';
import { menuOf } from './branding.repository';

export const getGroupMenu: Handler<'get-group-menu'> = async ({ db, query }) => {
  await requireGroup(db, query.group_id);
  return menuOf(db, 'group', query.group_id);
};
