import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { requireGroup, savePaySchedule } from './pay-terms.service';

/** POST save-pay-schedule: one plan year's frequency and first pay date, recorded in the history. */
export const savePayScheduleHandler: Handler<'save-pay-schedule'> = async ({ db, req, body }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-pay-terms', body.group_id);
  await requireGroup(db, body.group_id);
  return savePaySchedule(db, body, p);
};
