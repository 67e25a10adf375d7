import type { Tier } from '@bs/contract';
import { monthlySplit } from '../../kernel/pay/contribution';
import { contributionOn } from '../../kernel/pay/contribution-rule';
import type { PaySchedule } from '../../kernel/pay/pay-frequency';
import { deductionCodeFor, type PayTerms } from '../../kernel/pay/pay-terms.repository';
import { deductionOn, paycheckPlan } from '../../kernel/pay/per-paycheck';
import { coveragePrices, type OptionRates } from '../../kernel/pay/coverage-prices';
import { caseOfRow, coverageOn } from '../../kernel/eoi/in-force';
import type { PayrollCoverageRow, StoredLine } from './payroll.repository';

export type Change = 'new' | 'changed' | 'stopped' | '';

/** One line of the payroll deduction file. */
export type PayrollLine = {
  key: string;
  employeeId: string;
  lastName: string;
  firstName: string;
  code: string;
  tax: 'PRE' | 'POST';
  employeeCents: number;
  employerCents: number;
  start: string;
  stop: string | null;
  change: Change;
};

const differs = (a: StoredLine, b: StoredLine) =>
  a.code !== b.code ||
  a.tax !== b.tax ||
  a.ee !== b.ee ||
  a.er !== b.er ||
  a.start !== b.start ||
  a.stop !== b.stop;

/**
 * The deductions of one pay date (ADR 0033). An ACTIVE coverage is deducted on the paychecks on
 * or after its effective date: the employee's monthly cost after the contribution in force on the
 * pay date, spread by the rounding rule, and the employer's share the same way. A coverage that
 * ended (TERMED, WITHDRAWN, or a stop date before the pay date) appears once more, as stopped,
 * when the previous file still deducted it. PENDING coverage is not deducted until it is issued.
 * `previous` is the last file's state; null (no file yet) makes every line new.
 */
export function payrollLines(
  rows: readonly PayrollCoverageRow[],
  options: ReadonlyMap<number, OptionRates>,
  terms: PayTerms,
  schedule: PaySchedule,
  payDate: string,
  previous: readonly StoredLine[] | null,
): { lines: PayrollLine[]; state: StoredLine[] } {
  const before = new Map((previous ?? []).map((l) => [l.key, l]));
  const lines: PayrollLine[] = [];
  const state: StoredLine[] = [];
  // Thousands of coverages share a few prices and start dates: each plan is worked out once.
  const plans = new Map<string, ReturnType<typeof paycheckPlan>>();
  const planOf = (monthly: number, effective: string | null) => {
    const k = `${monthly}:${effective}`;
    if (!plans.has(k)) plans.set(k, paycheckPlan(monthly, schedule, effective));
    return plans.get(k);
  };
  for (const row of rows) {
    const key = `${row.user_id}:${row.plan_id}`;
    const start = row.effective_date ?? schedule.planYearStart;
    const ended =
      row.status === 'TERMED' ||
      row.status === 'WITHDRAWN' ||
      (row.terminated_on != null && row.terminated_on < payDate);
    const tax = terms.preTax.has(row.category) ? 'PRE' : 'POST';
    const code = deductionCodeFor(terms, row.plan_id, row.tier, row.category);
    const who = {
      key,
      employeeId: row.employee_id,
      lastName: row.last_name,
      firstName: row.first_name,
      code,
      tax,
    } as const;
    if (ended) {
      const was = before.get(key);
      if (was && was.stop == null)
        lines.push({
          ...who,
          employeeCents: 0,
          employerCents: 0,
          start: was.start,
          stop: row.terminated_on ?? payDate,
          change: 'stopped',
        });
      continue;
    }
    if (row.status !== 'ACTIVE') continue;
    // The premium in force on the pay date: the approved amount's until the carrier's decision,
    // the decided amount's from its effective day (ADR 0039).
    const inForce = coverageOn(
      { benefitAmount: null, priceCents: row.price_cents, eoi: caseOfRow(row) },
      payDate,
    );
    const prices = coveragePrices(
      { ...row, price_cents: inForce.monthlyCents },
      row.ppid == null ? undefined : options.get(row.ppid),
      start,
    );
    if (!prices) continue;
    const split = monthlySplit(
      contributionOn(terms.rules, terms.groupId, row.plan_id, row.category, payDate),
      {
        ...prices,
        tier: row.tier as Tier,
      },
    );
    const ee = planOf(split.employeeCents, row.effective_date);
    const er = planOf(split.employerCents, row.effective_date);
    if (!ee || !ee.payDates.includes(payDate)) continue;
    const stored: StoredLine = {
      key,
      code,
      tax,
      ee: deductionOn(ee, payDate),
      er: er ? deductionOn(er, payDate) : 0,
      start,
      stop: row.terminated_on,
    };
    const was = before.get(key);
    const change: Change = !was || was.stop != null ? 'new' : differs(was, stored) ? 'changed' : '';
    state.push(stored);
    lines.push({
      ...who,
      employeeCents: stored.ee,
      employerCents: stored.er,
      start,
      stop: row.terminated_on,
      change,
    });
  }
  return { lines, state };
}
