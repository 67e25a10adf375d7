import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { groupCalendar } from './group-calendar.service';

/**
 * GET get-group-calendar (issue 29): the group's plan years, open-enrollment window with the days
 * left, extensions, waiting period and life-event kinds (access rule 'view-group-calendar').
 */
export const getGroupCalendar: Handler<'get-group-calendar'> = async ({ db, req, query, lang }) => {
  await requireGroupAccess({ req, db }, 'view-group-calendar', query.group_id);
  return groupCalendar(db, query.group_id, todayUtc(), lang);
};
