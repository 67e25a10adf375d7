import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { countUpload, oneAtATime } from '../../kernel/workers/upload-guard';
import { CALENDAR_FIELD, importPayCalendar } from './pay-calendar.service';
import { requireGroup } from './pay-terms.service';

/** POST upload-pay-calendar: a plan year's pay dates from a CSV, read in an upload worker (ADR 0025). */
export const uploadPayCalendarHandler: Handler<'upload-pay-calendar'> = async ({ db, req, reply, body }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-pay-terms', body.group_id);
  await requireGroup(db, body.group_id);
  // Reading a file costs a worker: one at a time per group, a budget per person.
  await countUpload({ req, reply }, 'payCalendar', p.account_id ?? p.email, CALENDAR_FIELD);
  return oneAtATime({ req, reply }, `pay-calendar:${body.group_id}`, CALENDAR_FIELD, () =>
    importPayCalendar(db, body, p),
  );
};
