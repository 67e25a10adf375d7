import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { commitCensus } from './census.service';

/** POST commit-census: saves what the preview showed, in one transaction. */
export const commitCensusHandler: Handler<'commit-census'> = async ({ db, req, body }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-census', body.group_id);
  return commitCensus(db, { groupId: body.group_id, accountId: p.account_id!, previewId: body.preview_id });
};
