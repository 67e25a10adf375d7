import { payDatesInPlanYear, type PaySchedule } from './pay-frequency';

/**
 * The rounding rule (ADR 0033): an amount owed over n paychecks is split into n-1 equal
 * deductions of amount/n rounded half-up to the cent, and the last paycheck takes what is left, so
 * the deductions always add up to the amount exactly. Where rounding up would leave the last
 * paycheck less than nothing (a few cents over many paychecks), the equal part is rounded down.
 */
export function splitOverPaychecks(totalCents: number, n: number): { regular: number; last: number } {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('amount must be whole cents');
  if (!Number.isInteger(n) || n < 1) throw new RangeError('at least one paycheck');
  let regular = Math.round(totalCents / n);
  if (regular * (n - 1) > totalCents) regular = Math.floor(totalCents / n);
  return { regular, last: totalCents - regular * (n - 1) };
}

export type PaycheckPlan = {
  /** The pay dates that carry this coverage's deduction, in order (the plan year's last among them). */
  payDates: string[];
  /** Paychecks in the whole plan year: the divisor ("26 a year"). */
  paychecksInYear: number;
  /** Monthly employee cost x 12. */
  annualCents: number;
  /** Every deduction but the plan year's last paycheck. */
  perPaycheckCents: number;
  /** The plan year's last paycheck: the remainder that makes the year add up to annualCents. */
  lastPaycheckCents: number;
};

/**
 * What an employee pays per paycheck for a coverage costing `monthlyCents` a month to them: the
 * annual cost (12 months) over the paychecks of the plan year, by the rounding rule. Coverage that
 * takes effect after the plan year starts is deducted the same amount on the remaining paychecks
 * only (those on or after its effective date): each paycheck pays its share of the year, so the
 * price per paycheck an employee is shown never depends on when they enrolled.
 * Undefined when no paycheck of the plan year is left.
 */
export function paycheckPlan(
  monthlyCents: number,
  schedule: PaySchedule,
  effectiveDate?: string | null,
): PaycheckPlan | undefined {
  const all = payDatesInPlanYear(schedule);
  if (!all.length) return undefined;
  const payDates = effectiveDate ? all.filter((d) => d >= effectiveDate) : all;
  if (!payDates.length) return undefined;
  const annualCents = monthlyCents * 12;
  const { regular, last } = splitOverPaychecks(annualCents, all.length);
  return {
    payDates,
    paychecksInYear: all.length,
    annualCents,
    perPaycheckCents: regular,
    lastPaycheckCents: last,
  };
}

/** The deduction on one pay date of a plan (0 when that date carries none). */
export function deductionOn(plan: PaycheckPlan, payDate: string): number {
  const i = plan.payDates.indexOf(payDate);
  if (i < 0) return 0;
  return i === plan.payDates.length - 1 ? plan.lastPaycheckCents : plan.perPaycheckCents;
}
