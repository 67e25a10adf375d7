import { monthsSpanned, planYearEnd } from './iso-day';
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
  /** The pay dates that carry this coverage's deduction, in order. */
  payDates: string[];
  /** Months of coverage in the plan year the deductions pay for. */
  months: number;
  /** Monthly employee cost x months: what the deductions add up to. */
  totalCents: number;
  /** Every deduction but the last. */
  perPaycheckCents: number;
  lastPaycheckCents: number;
};

/**
 * What an employee pays per paycheck for a coverage costing `monthlyCents` a month to them.
 * A whole plan year costs 12 months over every paycheck of the year; coverage taking effect after
 * the plan year starts costs its months to the plan year's end (the effective month counted whole,
 * as coverage here starts on the first of a month) over the paychecks on or after its effective date.
 * Undefined when no paycheck is left in the plan year.
 */
export function paycheckPlan(
  monthlyCents: number,
  schedule: PaySchedule,
  effectiveDate?: string | null,
): PaycheckPlan | undefined {
  const start = schedule.planYearStart;
  const end = planYearEnd(start);
  const from = effectiveDate && effectiveDate > start ? effectiveDate : start;
  if (from > end) return undefined;
  const payDates = payDatesInPlanYear(schedule).filter((d) => d >= from);
  if (!payDates.length) return undefined;
  const months = from === start ? 12 : monthsSpanned(from, end);
  const totalCents = monthlyCents * months;
  const { regular, last } = splitOverPaychecks(totalCents, payDates.length);
  return { payDates, months, totalCents, perPaycheckCents: regular, lastPaycheckCents: last };
}

/** The deduction on one pay date of a plan (0 when that date carries none). */
export function deductionOn(plan: PaycheckPlan, payDate: string): number {
  const i = plan.payDates.indexOf(payDate);
  if (i < 0) return 0;
  return i === plan.payDates.length - 1 ? plan.lastPaycheckCents : plan.perPaycheckCents;
}
