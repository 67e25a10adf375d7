import type { Handler } from '../../kernel/handler';
import { authorize, requireMemberAccess } from '../../kernel/access/access';
import { sealJson } from '../../kernel/crypto/data-key';
import { actorOf, recordMemberChange } from '../../kernel/enrollment/audit.repository';
import { fieldError, invalid, notFound } from '../../http/errors';
import { terminationDateProblem } from './termination-window';

export const NO_COVERAGE = 'This member has no active coverage in this plan.';
export const ONLY_ADMIN_OVERRIDES =
  'Only the platform administrator can end a coverage outside the usual dates.';

/**
 * POST terminate-coverage: ends a member's coverage in a plan on a date within the window of
 * termination-window.ts (ADR 0027). The row stays (status TERMINATED, terminated_on, terminated_at,
 * who and the sealed reason) so the next changes-only 834 carries it as a 024, and the member's
 * change history shows who ended it and why. A refusal changes nothing.
 */
export const terminateCoverage: Handler<'terminate-coverage'> = async ({ db, req, body, config }) => {
  const ctx = { req, db };
  const { principal } = await requireMemberAccess(ctx, 'terminate-coverage', body.user_id);
  if (body.override_window)
    await authorize(ctx, 'override-termination-window', { user_id: body.user_id }).catch(() => {
      throw fieldError(403, 'override_window', ONLY_ADMIN_OVERRIDES);
    });
  return db.transaction(async (tx) => {
    const [cov] = await tx.query<{ status: string; start: string | null; plan: string }>(
      `SELECT mp.status, mp.effective_date::text AS start, p.plan_id || ' ' || p.name AS plan
         FROM member_plans mp JOIN plans p ON p.plan_id = mp.plan_id
        WHERE mp.user_id = $1 AND mp.plan_id = $2 FOR UPDATE OF mp`,
      [body.user_id, body.plan_id],
    );
    if (cov?.status !== 'ACTIVE') throw notFound('plan_id', NO_COVERAGE);
    const problem = terminationDateProblem(body.terminated_on, {
      start: cov.start,
      today: new Date(),
      override: body.override_window === true,
    });
    if (problem) throw invalid('terminated_on', problem);
    await tx.query(
      `UPDATE member_plans SET status = 'TERMINATED', terminated_on = $3::date, terminated_at = now(),
              terminated_by = $4, termination_reason_enc = $5
        WHERE user_id = $1 AND plan_id = $2`,
      [
        body.user_id,
        body.plan_id,
        body.terminated_on,
        principal.account_id,
        sealJson(body.reason, config.dataKey),
      ],
    );
    await recordMemberChange(
      tx,
      body.user_id,
      'coverage',
      {
        before: { status: 'ACTIVE', terminated_on: null, termination_reason: null },
        after: {
          plan: cov.plan,
          status: 'TERMINATED',
          terminated_on: body.terminated_on,
          termination_reason: body.reason,
          ...(body.override_window && { outside_window: 'yes' }),
        },
      },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    return {
      user_id: body.user_id,
      plan_id: body.plan_id,
      terminated_on: body.terminated_on,
      terminated_by: principal.email,
    };
  });
};
