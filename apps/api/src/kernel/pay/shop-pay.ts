import type { ShopPay, Tier } from '@bs/contract';
import type { Queryable } from '../../db';
import { monthlySplit } from './contribution';
import { contributionOn } from './contribution-rule';
import { planYearEnd } from './iso-day';
import { payTermsOf, type PayTerms } from './pay-terms.repository';
import { paycheckPlan } from './per-paycheck';

/**
 * What a group employee's store shows beside the monthly price (issue 28, ADR 0033): the split of
 * one option between employer and employee by the contribution in force on the coverage's first
 * day, and the employee's share per paycheck of the plan year holding that day, by the same
 * rounding rule as the deduction file, so the cart shows the cents payroll deducts.
 */

type StoreOf = { open_type: string | null; eprocess: string; group_id: number };

/**
 * An enrollment made in a group's store: an invitation or the group store (open_type group), or
 * the group administrator's own (eprocess group); the rule storeCategories uses for the menu.
 * Every enrollment names a group (the public store's is its default group): an applicant of the
 * public or an agent store is no group's employee.
 */
export const isGroupEnrollment = (e: StoreOf) =>
  e.open_type === 'group' || (!e.open_type && e.eprocess === 'group');

/** The group's terms when it is a group enrollment and the group has a pay schedule. */
export async function shopPayTerms(db: Queryable, e: StoreOf): Promise<PayTerms | undefined> {
  if (!isGroupEnrollment(e)) return undefined;
  const terms = await payTermsOf(db, e.group_id);
  return terms.schedules.length ? terms : undefined;
}

/** MM/DD/YYYY (the cart's effective dates) or YYYY-MM-DD, as YYYY-MM-DD. */
export const isoDayOf = (d: string) =>
  /^\d{2}\/\d{2}\/\d{4}$/.test(d) ? `${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}` : d;

export type ShopLine = {
  planId: number;
  category: string;
  tier: Tier;
  monthlyCents: number;
  /** The same option's employee-only price (a percent-of-employee-only rule's base). */
  employeeOnlyCents: number;
};

/** The pay fields of one option on `day` (YYYY-MM-DD); undefined when no plan year holds the day. */
export function shopPay(terms: PayTerms, day: string, line: ShopLine): ShopPay | undefined {
  const schedule = terms.schedules.filter((s) => s.planYearStart <= day).at(-1);
  if (!schedule || day > planYearEnd(schedule.planYearStart)) return undefined;
  const split = monthlySplit(contributionOn(terms.rules, terms.groupId, line.planId, line.category, day), {
    monthlyCents: line.monthlyCents,
    employeeOnlyCents: line.employeeOnlyCents,
    tier: line.tier,
  });
  const ee = paycheckPlan(split.employeeCents, schedule);
  const er = paycheckPlan(split.employerCents, schedule);
  if (!ee || !er) return undefined;
  return {
    frequency: schedule.kind === 'calendar' ? 'calendar' : schedule.frequency,
    paychecks_per_year: ee.paychecksInYear,
    employee_per_paycheck: ee.perPaycheckCents / 100,
    employer_per_paycheck: er.perPaycheckCents / 100,
    employee_monthly: split.employeeCents / 100,
    employer_monthly: split.employerCents / 100,
    pre_tax: terms.preTax.has(line.category),
  };
}

/** A cart's total per paycheck: the sum of its lines' deductions (what each paycheck carries). */
export function shopPayTotal(lines: readonly (ShopPay | undefined)[]): ShopPay | undefined {
  const paid = lines.filter((l): l is ShopPay => !!l);
  if (!paid.length || paid.length !== lines.length) return undefined;
  const cents = (f: (l: ShopPay) => number) => Math.round(paid.reduce((s, l) => s + f(l) * 100, 0)) / 100;
  return {
    frequency: paid[0]!.frequency,
    paychecks_per_year: paid[0]!.paychecks_per_year,
    employee_per_paycheck: cents((l) => l.employee_per_paycheck),
    employer_per_paycheck: cents((l) => l.employer_per_paycheck),
    employee_monthly: cents((l) => l.employee_monthly),
    employer_monthly: cents((l) => l.employer_monthly),
    pre_tax: paid.every((l) => l.pre_tax),
  };
}
