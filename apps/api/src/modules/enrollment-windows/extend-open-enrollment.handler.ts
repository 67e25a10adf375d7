import type { Handler } from '../../kernel/handler';
import { fieldError, invalid } from '../../http/errors';
import { NOT_ALLOWED, requireGroupAccess, requirePrincipal } from '../../kernel/access/access';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import { extensionProblem } from '../../kernel/enrollment-windows/open-enrollment';
import { addExtension, planYear } from '../../kernel/enrollment-windows/windows.repository';

export const NOT_IN_GROUP = 'This employee is not on the census of this group.';

/**
 * POST extend-open-enrollment (issue 29): a later last day for the whole group, or for one
 * employee (`census_id`), with the reason; every extension is kept and recorded in the history
 * (access rule 'manage-group-calendar' on the plan year's group). An unknown plan year answers
 * 403 like another group's, so ids cannot be probed.
 */
export const extendOpenEnrollment: Handler<'extend-open-enrollment'> = async ({ db, req, body, config }) => {
  const ctx = { req, db };
  await requirePrincipal(ctx);
  const year = await planYear(db, body.plan_year_id);
  if (!year) throw fieldError(403, 'session', NOT_ALLOWED);
  const principal = await requireGroupAccess(ctx, 'manage-group-calendar', year.groupId);
  const censusId = body.census_id ?? null;
  if (censusId !== null) {
    const [row] = await db.query('SELECT 1 FROM census_employees WHERE census_id = $1 AND group_id = $2', [
      censusId,
      year.groupId,
    ]);
    if (!row) throw invalid('census_id', NOT_IN_GROUP);
  }
  const problem = extensionProblem(year, body.closes_on);
  if (problem) throw invalid(problem.field, problem.message);
  return db.transaction(async (tx) => {
    const id = await addExtension(tx, {
      planYearId: year.planYearId,
      censusId,
      closesOn: body.closes_on,
      reason: body.reason,
      by: principal.account_id!,
    });
    const [member] =
      censusId === null
        ? []
        : await tx.query<{ user_id: number | null }>(
            'SELECT member_user_id AS user_id FROM census_employees WHERE census_id = $1',
            [censusId],
          );
    await recordCalendarChange(
      tx,
      member?.user_id ?? null,
      'open-enrollment-extension',
      {
        before: { oe_closes_on: year.closesOn },
        after: {
          group_id: year.groupId,
          plan_year_id: year.planYearId,
          census_id: censusId,
          closes_on: body.closes_on,
          reason: body.reason,
        },
      },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    return { extension_id: id, closes_on: body.closes_on };
  });
};
