import { addDays, dayOfMonth, daysInMonth, partsOf, planYearEnd } from './iso-day';

/** How often a group pays its employees, and the paychecks that makes in an ordinary year. */
export const PAY_FREQUENCIES = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;
export type PayFrequency = keyof typeof PAY_FREQUENCIES;
export const isPayFrequency = (s: string): s is PayFrequency => Object.hasOwn(PAY_FREQUENCIES, s);

/**
 * A group's pay schedule for one plan year: a frequency from the first pay date of the plan year,
 * or an imported calendar of pay dates (irregular payrolls).
 */
export type PaySchedule =
  | { kind: 'frequency'; frequency: PayFrequency; firstPayDate: string; planYearStart: string }
  | { kind: 'calendar'; payDates: readonly string[]; planYearStart: string };

/**
 * The two paydays of a semi-monthly payroll, from its first pay date: that day and 15 days later
 * (1st and 16th, 5th and 20th); a payroll on the 15th pays on the 15th and the month's last day.
 * A first pay date after the 15th is the month's second payday (the 30th: 15th and last day).
 */
function semimonthlyDays(first: string): [number, number] {
  const { y, m, d } = partsOf(first);
  const last = daysInMonth(y, m);
  const early = d === last && d > 15 ? 15 : d > 15 ? d - 15 : d;
  return [early, early === 15 ? 31 : early + 15];
}

/** Every pay date of the plan year, in order: from the first pay date to the plan year's end. */
export function payDatesInPlanYear(s: PaySchedule): string[] {
  const end = planYearEnd(s.planYearStart);
  const inYear = (d: string) => d >= s.planYearStart && d <= end;
  if (s.kind === 'calendar') return [...new Set(s.payDates)].filter(inYear).sort();
  const out: string[] = [];
  const first = s.firstPayDate;
  if (s.frequency === 'weekly' || s.frequency === 'biweekly') {
    const step = s.frequency === 'weekly' ? 7 : 14;
    for (let d = first; d <= end; d = addDays(d, step)) out.push(d);
  } else if (s.frequency === 'monthly') {
    const { y, m, d } = partsOf(first);
    for (let i = 0; ; i++) {
      const day = dayOfMonth(y, m + i, d);
      if (day > end) break;
      out.push(day);
    }
  } else {
    const { y, m } = partsOf(first);
    const [a, b] = semimonthlyDays(first);
    for (let i = 0; ; i++) {
      const early = dayOfMonth(y, m + i, a);
      if (early > end) break;
      out.push(early, dayOfMonth(y, m + i, b));
    }
  }
  return out.filter((d) => d >= first && inYear(d));
}
