/** Dates as plain calendar days (no time zone drift): { y, m (1-12), d }. */
export type CalendarDay = { y: number; m: number; d: number };

export const parseUsDate = (s: string): CalendarDay | undefined => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  return m ? { m: Number(m[1]), d: Number(m[2]), y: Number(m[3]) } : undefined;
};

export const toUsDate = (c: CalendarDay) =>
  `${String(c.m).padStart(2, '0')}/${String(c.d).padStart(2, '0')}/${c.y}`;

/**
 * Rule: the effective date is the one stored on the enrollment; when none is stored yet it is the
 * first day of the next month (the earliest date a cart can take effect).
 */
export function effectiveDay(stored: string | null | undefined, now: Date): CalendarDay {
  const parsed = stored ? parseUsDate(stored) : undefined;
  if (parsed) return parsed;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return m === 12 ? { y: y + 1, m: 1, d: 1 } : { y, m: m + 1, d: 1 };
}

/** Rule: age in whole years on `on` (the effective date); a birthday on that day counts. */
export function ageOn(dob: CalendarDay, on: CalendarDay): number {
  const hadBirthday = on.m > dob.m || (on.m === dob.m && on.d >= dob.d);
  return on.y - dob.y - (hadBirthday ? 0 : 1);
}

export const isoOf = (c: CalendarDay) =>
  `${c.y}-${String(c.m).padStart(2, '0')}-${String(c.d).padStart(2, '0')}`;
