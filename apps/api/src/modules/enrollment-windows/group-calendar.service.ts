import type { GroupCalendar, PlanYearData } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import type { IsoDate } from '../../kernel/enrollment-windows/calendar-days';
import { catalogue, offeredKinds } from '../../kernel/enrollment-windows/life-event-kinds.repository';
import {
  currentPlanYear,
  lastDayFor,
  openEnrollmentState,
} from '../../kernel/enrollment-windows/open-enrollment';
import {
  extensionHistory,
  extensionsFor,
  planYearsOf,
  waitingPeriodOf,
  type StoredPlanYear,
} from '../../kernel/enrollment-windows/windows.repository';

export const planYearData = (y: StoredPlanYear): PlanYearData => ({
  plan_year_id: y.planYearId,
  starts_on: y.startsOn,
  ends_on: y.endsOn,
  oe_opens_on: y.opensOn,
  oe_closes_on: y.closesOn,
  coverage_starts_on: y.coverageStartsOn,
  reminder_days: y.reminderDays,
});

/**
 * A group's calendar as its settings page shows it (ADR 0034): every plan year, the window that
 * concerns today with the group's latest extension, every extension recorded (newest first), the
 * waiting period (the default when none is saved) and each active kind of the catalogue, on or off.
 */
export async function groupCalendar(
  db: Queryable,
  groupId: number,
  today: IsoDate,
  lang: Language,
): Promise<GroupCalendar> {
  const years = await planYearsOf(db, groupId);
  const groupExt = new Map<number, IsoDate | null>();
  for (const y of years)
    groupExt.set(y.planYearId, (await extensionsFor(db, y.planYearId, null)).group ?? null);
  const year = currentPlanYear(years, today, (y) => groupExt.get(y.planYearId) ?? null);
  const state = openEnrollmentState(year, today, { group: year ? groupExt.get(year.planYearId) : null });
  const extensions = [];
  for (const y of [...years].reverse())
    for (const e of await extensionHistory(db, y.planYearId))
      extensions.push({
        extension_id: e.extensionId,
        plan_year_id: y.planYearId,
        census_id: e.censusId,
        closes_on: e.closesOn,
        reason: e.reason,
        created_at: new Date(e.createdAt).toISOString(),
      });
  const wp = await waitingPeriodOf(db, groupId);
  const offered = new Set((await offeredKinds(db, groupId, lang)).map((k) => k.kind));
  const kinds = (await catalogue(db, lang)).filter((k) => k.active);
  return {
    group_id: groupId,
    today,
    plan_years: years.map(planYearData),
    open_enrollment:
      year && state.state !== 'none'
        ? {
            plan_year_id: year.planYearId,
            state: state.state,
            opens_on: year.opensOn,
            closes_on: state.state === 'closed' ? state.closedOn : state.closesOn,
            days_left: state.state === 'open' ? state.daysLeft : null,
            // Whether the group's latest extension moved the last day, in any state.
            extended: lastDayFor(year, { group: groupExt.get(year.planYearId) }).extended,
          }
        : null,
    extensions,
    waiting_period: { rule: wp.rule, days: wp.days, election_days: wp.electionDays },
    life_event_kinds: kinds.map((k) => ({
      kind: k.kind,
      label: k.label,
      enabled: offered.has(k.kind),
      days_before: k.daysBefore,
      days_after: k.daysAfter,
      documents: k.documents,
      needs_approval: k.needsApproval,
      reason_code: k.reasonCode,
    })),
  };
}
