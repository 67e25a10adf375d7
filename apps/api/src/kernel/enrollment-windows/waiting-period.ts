import { addDays, dayNumber, firstOfMonthOnOrAfter, type IsoDate } from './calendar-days';
import type { FieldProblem } from './open-enrollment';
import { ELECTION_DAYS_RANGE, WAITING_DAYS_RANGE } from './window-messages';

/**
 * When a new hire's coverage may start, counted from the census hire date:
 * - `hire-date`: on the hire date itself;
 * - `first-of-month-after`: on the first of the month coinciding with or next following the day
 *   `days` after the hire date ("first of the month after 30 days", the usual plan wording);
 * - `after-days`: on the day `days` after the hire date ("after 60 days": hired 1 March, covered
 *   from 30 April).
 * The ACA caps a waiting period at 90 days (26 CFR 54.9815-2708), so `after-days` takes at most
 * 90 and `first-of-month-after` at most 60 (a first of the month can add up to 30 more).
 * `electionDays` is how long the new hire has to choose, from the hire date.
 */
export type WaitingPeriodRule = {
  rule: 'hire-date' | 'first-of-month-after' | 'after-days';
  days: number;
  electionDays: number;
};

export const DEFAULT_WAITING_PERIOD: WaitingPeriodRule = {
  rule: 'first-of-month-after',
  days: 30,
  electionDays: 30,
};

export const MAX_WAITING_DAYS = { 'hire-date': 0, 'first-of-month-after': 60, 'after-days': 90 } as const;

export function waitingPeriodProblems(r: WaitingPeriodRule): FieldProblem[] {
  const out: FieldProblem[] = [];
  const max = MAX_WAITING_DAYS[r.rule];
  if (!Number.isInteger(r.days) || r.days < 0 || r.days > max)
    out.push({ field: 'days', message: WAITING_DAYS_RANGE.replace('{max}', String(max)) });
  if (!Number.isInteger(r.electionDays) || r.electionDays < 1 || r.electionDays > 90)
    out.push({ field: 'election_days', message: ELECTION_DAYS_RANGE });
  return out;
}

/** The day coverage starts for someone hired on `hireDate`. */
export function coverageStartForHire(r: WaitingPeriodRule, hireDate: IsoDate): IsoDate {
  if (r.rule === 'hire-date') return hireDate;
  if (r.rule === 'after-days') return addDays(hireDate, r.days);
  return firstOfMonthOnOrAfter(addDays(hireDate, r.days));
}

export type NewHireWindow = {
  /** The new hire's own window: from the hire date to `electionDays` days after it ("within 30 days of
   * hire": hired 1 March, the last day is 31 March). */
  opensOn: IsoDate;
  closesOn: IsoDate;
  coverageStartsOn: IsoDate;
};

export function newHireWindow(r: WaitingPeriodRule, hireDate: IsoDate): NewHireWindow {
  return {
    opensOn: hireDate,
    closesOn: addDays(hireDate, r.electionDays),
    coverageStartsOn: coverageStartForHire(r, hireDate),
  };
}

export type NewHireState =
  | { state: 'upcoming'; window: NewHireWindow }
  | { state: 'open'; window: NewHireWindow; daysLeft: number }
  | { state: 'closed'; window: NewHireWindow };

export function newHireState(r: WaitingPeriodRule, hireDate: IsoDate, today: IsoDate): NewHireState {
  const window = newHireWindow(r, hireDate);
  const t = dayNumber(today);
  if (t < dayNumber(window.opensOn)) return { state: 'upcoming', window };
  if (t > dayNumber(window.closesOn)) return { state: 'closed', window };
  return { state: 'open', window, daysLeft: dayNumber(window.closesOn) - t };
}
