/**
 * Calendar days as ISO strings (YYYY-MM-DD), counted in UTC: enrollment windows, waiting periods
 * and life-event deadlines are whole days on the group's calendar, never instants, so a rule gives
 * the same answer at 00:30 and at 23:30 and in every time zone of the server.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `s` is a real calendar day written YYYY-MM-DD (2027-02-29 is not). */
export function isIsoDate(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Days since 1970-01-01; throws on anything that is not a real day (a programming error). */
export function dayNumber(day: IsoDate): number {
  if (!isIsoDate(day)) throw new RangeError(`not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

export const fromDayNumber = (n: number): IsoDate => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: IsoDate, days: number): IsoDate => fromDayNumber(dayNumber(day) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/** The first day of the month after the month of `day` (2026-01-01 -> 2026-02-01). */
export function firstOfNextMonth(day: IsoDate): IsoDate {
  const [y, m] = day.split('-').map(Number) as [number, number];
  dayNumber(day);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** `day` itself when it is a first of the month, else the first of the next month. */
export const firstOfMonthOnOrAfter = (day: IsoDate): IsoDate =>
  day.endsWith('-01') && isIsoDate(day) ? day : firstOfNextMonth(day);

export const laterOf = (a: IsoDate, b: IsoDate): IsoDate => (dayNumber(a) >= dayNumber(b) ? a : b);

/** Today on the server's UTC calendar (the same calendar the 834 dates and the cart use). */
export const todayUtc = (now = new Date()): IsoDate => now.toISOString().slice(0, 10);
