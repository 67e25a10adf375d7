/**
 * The dates a coverage may end on (ADR 0027). Carriers accept retroactive terminations for a
 * limited time (60 days is the common companion-guide limit) and a date years ahead is a typing
 * error; a coverage never ends before it started. The platform administrator may go further back
 * (a death reported late), never past a year nor before the start, and only with the reason
 * saying why.
 */
export const DAYS_BACK = 60;
export const DAYS_BACK_OVERRIDE = 365;
export const DAYS_AHEAD = 365;

export const BEFORE_START = 'The coverage cannot end before it started.';
export const TOO_FAR_BACK = 'The end date can be at most 60 days in the past.';
export const TOO_FAR_BACK_OVERRIDE =
  'Even with an override, the end date can be at most 365 days in the past.';
export const TOO_FAR_AHEAD = 'The end date can be at most 365 days ahead.';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const daysFrom = (today: Date, days: number) => isoDay(new Date(today.getTime() + days * DAY_MS));

/** Why `date` (YYYY-MM-DD) is refused, or null when it is within the window. Days are UTC days. */
export function terminationDateProblem(
  date: string,
  opts: { start: string | null; today: Date; override: boolean },
): string | null {
  if (opts.start && date < opts.start) return BEFORE_START;
  if (date > daysFrom(opts.today, DAYS_AHEAD)) return TOO_FAR_AHEAD;
  if (opts.override) return date < daysFrom(opts.today, -DAYS_BACK_OVERRIDE) ? TOO_FAR_BACK_OVERRIDE : null;
  return date < daysFrom(opts.today, -DAYS_BACK) ? TOO_FAR_BACK : null;
}
