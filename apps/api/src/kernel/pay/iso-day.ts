/**
 * Pay dates are calendar days written YYYY-MM-DD. Arithmetic on them goes through UTC midnights,
 * so no time zone or daylight-saving change moves a payday.
 */
const DAY_MS = 86_400_000;

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day in YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}

const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => iso(ms(day) + n * DAY_MS);

export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The day `d` of month `m` (1-12, may overflow into later years), clamped to the month's end. */
export function dayOfMonth(y: number, m: number, d: number): string {
  const yy = y + Math.floor((m - 1) / 12);
  const mm = ((m - 1) % 12) + 1;
  const dd = Math.min(d, daysInMonth(yy, mm));
  return `${yy}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

export const partsOf = (day: string) => ({
  y: Number(day.slice(0, 4)),
  m: Number(day.slice(5, 7)),
  d: Number(day.slice(8, 10)),
});

/** The last day of a plan year that starts on `start`: one year later, less a day. */
export function planYearEnd(start: string): string {
  const { y, m, d } = partsOf(start);
  return addDays(dayOfMonth(y + 1, m, d), d > daysInMonth(y + 1, m) ? 0 : -1);
}
