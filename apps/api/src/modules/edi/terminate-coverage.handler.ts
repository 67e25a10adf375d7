import type { Handler } from '../../kernel/handler';
import { requireMemberAccess } from '../../kernel/access/access';
import { notFound } from '../../http/errors';

export const NO_COVERAGE = 'This member has no active coverage in this plan.';

/**
 * POST terminate-coverage: ends a member's coverage in a plan on a date. The row stays (status
 * TERMINATED, terminated_on, terminated_at) so the next changes-only 834 carries it as a 024.
 */
export const terminateCoverage: Handler<'terminate-coverage'> = async ({ db, req, body }) => {
  await requireMemberAccess({ req, db }, 'terminate-coverage', body.user_id);
  const [row] = await db.query<{ terminated_on: string }>(
    `UPDATE member_plans SET status = 'TERMINATED', terminated_on = $3::date, terminated_at = now()
      WHERE user_id = $1 AND plan_id = $2 AND status = 'ACTIVE' RETURNING terminated_on::text AS terminated_on`,
    [body.user_id, body.plan_id, body.terminated_on],
  );
  if (!row) throw notFound('plan_id', NO_COVERAGE);
  return { user_id: body.user_id, plan_id: body.plan_id, terminated_on: row.terminated_on };
};
