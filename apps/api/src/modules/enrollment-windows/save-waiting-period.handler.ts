import type { Handler } from '../../kernel/handler';
import { ApiError } from '../../http/errors';
import { requireGroupAccess } from '../../kernel/access/access';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import {
  waitingPeriodProblems,
  type WaitingPeriodRule,
} from '../../kernel/enrollment-windows/waiting-period';
import { saveWaitingPeriod, waitingPeriodOf } from '../../kernel/enrollment-windows/windows.repository';

const dataOf = (r: WaitingPeriodRule) => ({ rule: r.rule, days: r.days, election_days: r.electionDays });

/**
 * POST save-waiting-period (issue 29): the group's new-hire rule ("first of the month after 30
 * days", "on the hire date", "after 60 days") and how long a new hire has to choose; from then on
 * the census hire date and this rule decide when each new hire may enroll and when coverage
 * starts. Recorded in the change history with the rule it replaced (access rule
 * 'manage-group-enrollment-rules': the group's administrator, its rep, the platform administrator).
 */
export const saveWaitingPeriodHandler: Handler<'save-waiting-period'> = async ({ db, req, body, config }) => {
  const principal = await requireGroupAccess({ req, db }, 'manage-group-enrollment-rules', body.group_id);
  const rule: WaitingPeriodRule = { rule: body.rule, days: body.days, electionDays: body.election_days };
  const problems = waitingPeriodProblems(rule);
  if (problems.length)
    throw new ApiError(
      422,
      problems.map((p) => ({ target_element: p.field, error_message: p.message })),
    );
  return db.transaction(async (tx) => {
    const before = await waitingPeriodOf(tx, body.group_id);
    await saveWaitingPeriod(tx, body.group_id, rule, principal.account_id);
    await recordCalendarChange(
      tx,
      null,
      'waiting-period',
      { before: dataOf(before), after: { group_id: body.group_id, ...dataOf(rule) } },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    return dataOf(rule);
  });
};
