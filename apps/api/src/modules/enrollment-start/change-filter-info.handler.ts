import { isDbInt } from '../../db';
import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { checkDob } from './dob';
import { requireEnrollment, updateFilter } from '../../kernel/enrollment/enrollment.repository';
import { requireEnrollmentWindow } from '../../kernel/enrollment-windows/enrollment-gate';
import { lookupZip } from '../../kernel/address/zip.service';

/**
 * Updates only the quote basics sent (absent ones keep their value); the row is locked against
 * lost updates. Whose enrollment it is (user_id, agent_id, group_id, eprocess) is not a quote
 * basic: the contract refuses those fields, since they are fixed at creation (ADR 0013).
 */
export const changeFilterInfo: Handler<'change-filter-info'> = async ({ db, params, body }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, params.enrollment_id, true);
    // Another tier for a group employee needs a window that allows it (ADR 0034).
    if (body.tier !== undefined && body.tier !== e.filter_info.tier)
      await requireEnrollmentWindow(tx, e, 'change-tier');
    const f = { ...e.filter_info };
    if (body.zip !== undefined) Object.assign(f, lookupZip(body.zip));
    if (body.dob !== undefined) {
      checkDob(body.dob);
      f.dob = body.dob;
    }
    if (body.plan_id !== undefined) {
      const [p] = isDbInt(body.plan_id)
        ? await tx.query('SELECT 1 FROM plans WHERE plan_id = $1', [body.plan_id])
        : [];
      if (!p) throw invalid('plan_id', 'This plan was not found.');
      f.plan_id = body.plan_id;
    }
    for (const k of ['is_smoker', 'gender', 'tier', 'annual_incode', 'working_hours'] as const) {
      if (body[k] !== undefined) (f as Record<string, unknown>)[k] = body[k];
    }
    await updateFilter(tx, e.enrollment_id, f);
    return body.plan_id !== undefined ? { plan_id: body.plan_id } : {};
  });
