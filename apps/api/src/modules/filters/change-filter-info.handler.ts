import { isDbInt } from '../../db';
import type { Handler } from '../../http/handler';
import { invalid } from '../../http/errors';
import { findAgent, findGroup } from '../startup/people.repository';
import { checkDob } from './dob';
import { requireEnrollment, updateFilter } from './enrollment.repository';
import { lookupZip } from './zip.service';

/** Updates only the fields sent (absent ones keep their value); the row is locked against lost updates. */
export const changeFilterInfo: Handler<'change-filter-info'> = async ({ db, params, body }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, params.tempId, true);
    const f = { ...e.filter_info };
    if (body.zip !== undefined) Object.assign(f, lookupZip(body.zip));
    if (body.dob !== undefined) {
      checkDob(body.dob);
      f.dob = body.dob;
    }
    if (body.agent_id !== undefined) {
      if (!(await findAgent(tx, body.agent_id))) throw invalid('agent_id', 'Please choose a valid agent.');
      f.agent_id = body.agent_id;
    }
    if (body.group_id !== undefined) {
      if (!(await findGroup(tx, body.group_id))) throw invalid('group_id', 'Please choose a group');
      f.group_id = body.group_id;
    }
    if (body.user_id !== undefined) {
      const [m] = isDbInt(body.user_id)
        ? await tx.query('SELECT 1 FROM members WHERE user_id = $1', [body.user_id])
        : [];
      if (!m) throw invalid('user_id', 'This member was not found.');
      f.user_id = body.user_id;
    }
    if (body.plan_id !== undefined) {
      const [p] = isDbInt(body.plan_id)
        ? await tx.query('SELECT 1 FROM plans WHERE plan_id = $1', [body.plan_id])
        : [];
      if (!p) throw invalid('plan_id', 'This plan was not found.');
      f.plan_id = body.plan_id;
    }
    for (const k of ['is_smoker', 'gender', 'tier', 'eprocess', 'annual_incode', 'working_hours'] as const) {
      if (body[k] !== undefined) (f as Record<string, unknown>)[k] = body[k];
    }
    await updateFilter(tx, e.enrollment_id, f);
    return body.plan_id !== undefined ? { plan_id: body.plan_id } : {};
  });
