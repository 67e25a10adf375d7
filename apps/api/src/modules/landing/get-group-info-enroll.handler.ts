import type { Handler } from '../../kernel/handler';
import { requireGroup } from '../../kernel/people/people.repository';

export const getGroupInfoEnroll: Handler<'get-group-info-enroll'> = async ({ db, query }) =>
  requireGroup(db, query.group_id);
