import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { buildBoard } from './board.service';

/**
 * GET get-enrollment-board (issue 20): the group's census with each employee's status, plans and
 * last activity, counts per status and participation; for the group's administrator and the rep
 * whose book holds the group (access rule 'view-enrollment-board').
 */
export const getEnrollmentBoard: Handler<'get-enrollment-board'> = async ({ db, req, query }) => {
  await requireGroupAccess({ req, db }, 'view-enrollment-board', query.group_id);
  return buildBoard(db, { groupId: query.group_id, search: query.search, status: query.status }, query.page);
};
