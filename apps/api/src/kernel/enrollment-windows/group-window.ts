import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import type { IsoDate } from './calendar-days';
import { offeredKinds } from './life-event-kinds.repository';
import { currentPlanYear, openEnrollmentState } from './open-enrollment';
import { extensionsFor, planYearsOf } from './windows.repository';

export type GroupWindow = {
  state: 'open' | 'upcoming' | 'closed';
  opens_on: IsoDate;
  closes_on: IsoDate;
  /** 0 on the last day; null unless open. */
  days_left: number | null;
  /** The group offers a life event to report: the way in that remains once closed. */
  can_report_event: boolean;
};

/**
 * The group's open enrollment as every shopper of its store may see it (ADR 0034: its employees
 * see the state and dates): the window that concerns today with the group's latest extension,
 * never one employee's own extension or events. Undefined for a group without a plan year, whose
 * store says nothing about a window.
 */
export async function groupWindow(
  db: Queryable,
  groupId: number,
  today: IsoDate,
  lang: Language = 'en',
): Promise<GroupWindow | undefined> {
  const years = await planYearsOf(db, groupId);
  if (!years.length) return undefined;
  const groupExt = new Map<number, IsoDate | null>();
  for (const y of years)
    groupExt.set(y.planYearId, (await extensionsFor(db, y.planYearId, null)).group ?? null);
  const year = currentPlanYear(years, today, (y) => groupExt.get(y.planYearId) ?? null);
  if (!year) return undefined;
  const s = openEnrollmentState(year, today, { group: groupExt.get(year.planYearId) ?? null });
  if (s.state === 'none') return undefined;
  return {
    state: s.state,
    opens_on: year.opensOn,
    closes_on: s.state === 'closed' ? s.closedOn : s.closesOn,
    days_left: s.state === 'open' ? s.daysLeft : null,
    can_report_event: (await offeredKinds(db, groupId, lang)).length > 0,
  };
}
