import type { Handler } from '../../kernel/handler';
import { authorize, requirePrincipal } from '../../kernel/access/access';
import { openDuplicatesFor, pairsOf, peopleOf } from './duplicates.repository';

/**
 * GET list-possible-duplicates: the open pairs of the asker's own book (a rep) or group (its
 * administrator). The owner asked about is the asker's own agent or group, as for the reports.
 */
export const listPossibleDuplicates: Handler<'list-possible-duplicates'> = async ({ db, req, config }) => {
  const p = await requirePrincipal({ req, db });
  await authorize({ req, db }, 'review-duplicates', { agent_id: p.agent_id, group_id: p.group_id });
  const rows = await openDuplicatesFor(db, p);
  const ids = rows.flatMap((r) => [r.existing_user_id, r.duplicate_user_id]);
  return { result: pairsOf(rows, await peopleOf(db, ids, config.dataKey)) };
};
