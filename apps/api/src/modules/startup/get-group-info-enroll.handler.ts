import type { Handler } from '../../http/handler';
import { requireGroup } from './people.repository';

export const getGroupInfoEnroll: Handler<'get-group-info-enroll'> = async ({ db, query }) =>
  requireGroup(db, query.group_id);
