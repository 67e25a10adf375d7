import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { findBoardRows } from './board.repository';
import { toBoardRows } from './board.service';
import { boardCsv, boardXlsx } from './board-export';

/**
 * GET export-enrollment-board: the board as filtered on screen, every page, as CSV or Excel; each
 * cell formula-safe (kernel/export/safe-cell.ts). Same access as the board.
 */
export const exportEnrollmentBoard: Handler<'export-enrollment-board'> = async ({ db, req, query, lang }) => {
  await requireGroupAccess({ req, db }, 'view-enrollment-board', query.group_id);
  const rows = await toBoardRows(
    db,
    query.group_id,
    await findBoardRows(db, { groupId: query.group_id, search: query.search, status: query.status }),
  );
  const base = `enrollment-board-${query.group_id}`;
  if (query.format === 'csv')
    return {
      filename: `${base}.csv`,
      content_type: 'text/csv; charset=utf-8',
      content_base64: boardCsv(rows, lang).toString('base64'),
    };
  return {
    filename: `${base}.xlsx`,
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content_base64: (await boardXlsx(rows, lang)).toString('base64'),
  };
};
