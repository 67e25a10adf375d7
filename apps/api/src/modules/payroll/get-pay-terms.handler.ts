import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { readPayTerms, requireGroup } from './pay-terms.service';

/** GET get-pay-terms: a group's schedules, next pay dates, contribution versions, codes and history. */
export const getPayTerms: Handler<'get-pay-terms'> = async ({ db, req, query }) => {
  await requireGroupAccess({ req, db }, 'read-pay-terms', query.group_id);
  await requireGroup(db, query.group_id);
  return readPayTerms(db, query.group_id);
};
