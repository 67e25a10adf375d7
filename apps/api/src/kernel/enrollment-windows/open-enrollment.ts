import { addDays, dayNumber, daysBetween, type IsoDate } from './calendar-days';
import {
  COVERAGE_OUTSIDE_PLAN_YEAR,
  EXTENSION_NOT_LATER,
  EXTENSION_TOO_LONG,
  OE_CLOSES_BEFORE_IT_OPENS,
  OE_TOO_LONG,
  PLAN_YEAR_ENDS_BEFORE_IT_STARTS,
  PLAN_YEAR_TOO_LONG,
  WINDOW_CLOSES_AFTER_COVERAGE,
} from './window-messages';

/**
 * A group's plan year and its open-enrollment window: everyone of the group may choose between
 * `opensOn` and `closesOn` (both days included); what they choose starts on `coverageStartsOn`.
 */
export type PlanYear = {
  startsOn: IsoDate;
  endsOn: IsoDate;
  opensOn: IsoDate;
  closesOn: IsoDate;
  coverageStartsOn: IsoDate;
};

/** The last day of an extension, for the whole group or for one employee (the latest one recorded). */
export type Extensions = { group?: IsoDate | null; employee?: IsoDate | null };

export type OpenEnrollmentState =
  | { state: 'none' }
  | { state: 'upcoming'; opensOn: IsoDate; closesOn: IsoDate; daysUntilOpen: number }
  | {
      state: 'open';
      closesOn: IsoDate;
      /** "Open enrollment ends in N days": 0 on the last day. */
      daysLeft: number;
      /** Whether the day it closes comes from an extension rather than the window itself. */
      extended: boolean;
      coverageStartsOn: IsoDate;
    }
  | { state: 'closed'; closedOn: IsoDate };

// An open enrollment of more than 90 days is a typo.
const MAX_WINDOW_DAYS = 90;

/** The same day a year later (29 February -> 1 March): a plan year ends before it. */
function sameDayNextYear(day: IsoDate): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** The last day of the window for this employee: the window's, or a later extension's. */
export function lastDayFor(year: PlanYear, ext: Extensions = {}): { closesOn: IsoDate; extended: boolean } {
  let closesOn = year.closesOn;
  for (const d of [ext.group, ext.employee]) if (d && dayNumber(d) > dayNumber(closesOn)) closesOn = d;
  return { closesOn, extended: closesOn !== year.closesOn };
}

/** Where `today` falls in the group's open enrollment, extensions included. */
export function openEnrollmentState(
  year: PlanYear | null,
  today: IsoDate,
  ext: Extensions = {},
): OpenEnrollmentState {
  if (!year) return { state: 'none' };
  const { closesOn, extended } = lastDayFor(year, ext);
  if (dayNumber(today) < dayNumber(year.opensOn))
    return {
      state: 'upcoming',
      opensOn: year.opensOn,
      closesOn,
      daysUntilOpen: daysBetween(today, year.opensOn),
    };
  if (dayNumber(today) > dayNumber(closesOn)) return { state: 'closed', closedOn: closesOn };
  return {
    state: 'open',
    closesOn,
    daysLeft: daysBetween(today, closesOn),
    extended,
    coverageStartsOn: year.coverageStartsOn,
  };
}

export type FieldProblem = { field: string; message: string };

/**
 * What is wrong with a plan year as a group administrator typed it, beside the form's fields:
 * the year ends after it starts and lasts at most a year; the window closes on or after it opens
 * and lasts at most 90 days; coverage starts within the plan year, after the window has closed
 * (choices made on the last day still have a day to reach the carrier).
 */
export function planYearProblems(y: PlanYear): FieldProblem[] {
  const out: FieldProblem[] = [];
  const span = daysBetween(y.startsOn, y.endsOn);
  if (span <= 0) out.push({ field: 'ends_on', message: PLAN_YEAR_ENDS_BEFORE_IT_STARTS });
  else if (dayNumber(y.endsOn) >= dayNumber(sameDayNextYear(y.startsOn)))
    out.push({ field: 'ends_on', message: PLAN_YEAR_TOO_LONG });
  const window = daysBetween(y.opensOn, y.closesOn);
  if (window < 0) out.push({ field: 'oe_closes_on', message: OE_CLOSES_BEFORE_IT_OPENS });
  else if (window >= MAX_WINDOW_DAYS) out.push({ field: 'oe_closes_on', message: OE_TOO_LONG });
  if (
    dayNumber(y.coverageStartsOn) < dayNumber(y.startsOn) ||
    dayNumber(y.coverageStartsOn) > dayNumber(y.endsOn)
  )
    out.push({ field: 'coverage_starts_on', message: COVERAGE_OUTSIDE_PLAN_YEAR });
  else if (dayNumber(y.coverageStartsOn) <= dayNumber(y.closesOn))
    out.push({ field: 'coverage_starts_on', message: WINDOW_CLOSES_AFTER_COVERAGE });
  return out;
}

/** An extension must end after the window does, and within 90 days of it. */
export function extensionProblem(year: PlanYear, closesOn: IsoDate): FieldProblem | null {
  const days = daysBetween(year.closesOn, closesOn);
  if (days <= 0) return { field: 'closes_on', message: EXTENSION_NOT_LATER };
  if (days > MAX_WINDOW_DAYS) return { field: 'closes_on', message: EXTENSION_TOO_LONG };
  return null;
}

/**
 * Whether an unfinished invitation is reminded today (a per-group schedule of days before the
 * window closes, e.g. [7, 2]): only on those days, and only while the window is open for them.
 */
export function invitationReminderDue(
  year: PlanYear,
  today: IsoDate,
  daysBefore: number[],
  ext: Extensions = {},
): boolean {
  const s = openEnrollmentState(year, today, ext);
  return s.state === 'open' && daysBefore.includes(s.daysLeft);
}

/** The day a reminder `daysBefore` the close falls on (for the follow-up list). */
export const reminderDay = (closesOn: IsoDate, daysBefore: number): IsoDate => addDays(closesOn, -daysBefore);

/**
 * The plan year whose open enrollment concerns `today`: the one open now; else the next one to
 * open; else the last one that closed (group-wide extensions count as open). Null for a group
 * without any.
 */
export function currentPlanYear<Y extends PlanYear>(
  years: readonly Y[],
  today: IsoDate,
  groupExtension: (y: Y) => IsoDate | null = () => null,
): Y | null {
  const t = dayNumber(today);
  const open = years.find(
    (y) => t >= dayNumber(y.opensOn) && t <= dayNumber(lastDayFor(y, { group: groupExtension(y) }).closesOn),
  );
  if (open) return open;
  const upcoming = years
    .filter((y) => dayNumber(y.opensOn) > t)
    .sort((a, b) => dayNumber(a.opensOn) - dayNumber(b.opensOn))[0];
  if (upcoming) return upcoming;
  return [...years].sort((a, b) => dayNumber(b.opensOn) - dayNumber(a.opensOn))[0] ?? null;
}
