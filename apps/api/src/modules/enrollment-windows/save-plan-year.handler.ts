import type { Handler } from '../../kernel/handler';
import { ApiError } from '../../http/errors';
import { requireGroupAccess } from '../../kernel/access/access';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import { planYearProblems, type PlanYear } from '../../kernel/enrollment-windows/open-enrollment';
import { planYear, planYearsOf, savePlanYear } from '../../kernel/enrollment-windows/windows.repository';
import type { PlanYearData } from '@bs/contract';
import { planYearData } from './group-calendar.service';

/** What the history shows of a plan year: its days. */
const datesOf = ({ plan_year_id: _id, reminder_days: _days, ...dates }: PlanYearData) => dates;

/**
 * POST save-plan-year (issue 29): adds the plan year starting on `starts_on`, or changes that one;
 * the rules' problems answer beside their fields (422), and the change is in the history with
 * what it was before (access rule 'manage-group-calendar').
 */
export const savePlanYearHandler: Handler<'save-plan-year'> = async ({ db, req, body, config }) => {
  const principal = await requireGroupAccess({ req, db }, 'manage-group-calendar', body.group_id);
  const year: PlanYear = {
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    opensOn: body.oe_opens_on,
    closesOn: body.oe_closes_on,
    coverageStartsOn: body.coverage_starts_on,
  };
  const problems = planYearProblems(year);
  if (problems.length)
    throw new ApiError(
      422,
      problems.map((p) => ({ target_element: p.field, error_message: p.message })),
    );
  return db.transaction(async (tx) => {
    const before = (await planYearsOf(tx, body.group_id)).find((y) => y.startsOn === body.starts_on);
    // One day once, in order: the schedule reads as the page shows it.
    const reminderDays = body.reminder_days && [...new Set(body.reminder_days)].sort((a, b) => b - a);
    const id = await savePlanYear(tx, body.group_id, { ...year, reminderDays }, principal.account_id);
    const saved = planYearData((await planYear(tx, id))!);
    await recordCalendarChange(
      tx,
      null,
      'plan-year',
      {
        before: before ? datesOf(planYearData(before)) : {},
        after: { group_id: body.group_id, ...datesOf(saved) },
      },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    return saved;
  });
};
