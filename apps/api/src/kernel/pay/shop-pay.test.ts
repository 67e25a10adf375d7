import { describe, expect, it } from 'vitest';
import type { PayTerms } from './pay-terms.repository';
import { isGroupEnrollment, isoDayOf, shopPay, shopPayTotal } from './shop-pay';

const terms = (frequency: 'biweekly' | 'semimonthly' | 'weekly' | 'monthly'): PayTerms => ({
  groupId: 77,
  schedules: [{ kind: 'frequency', frequency, firstPayDate: '2026-01-02', planYearStart: '2026-01-01' }],
  rules: [
    {
      ruleId: 1,
      groupId: 77,
      category: 'dental',
      planId: null,
      effectiveFrom: '2026-01-01',
      contribution: { kind: 'percent_employee_only', percentBp: 5000, capCents: 2000 },
      createdBy: 'test',
      createdAt: '2026-01-01',
    },
  ],
  codes: [],
  preTax: new Set(['dental']),
});
const dental = {
  planId: 1,
  category: 'dental',
  tier: 'IO' as const,
  monthlyCents: 4000,
  employeeOnlyCents: 4000,
};

describe('a group employee’s shop price (ADR 0033, the worked example)', () => {
  it.each([
    ['biweekly', 26, 9.23],
    ['semimonthly', 24, 10],
    ['weekly', 52, 4.62],
    ['monthly', 12, 20],
  ] as const)('%s: %i paychecks of $%d, the employer $20.00/month beside', (f, n, each) => {
    expect(shopPay(terms(f), '2026-12-01', dental)).toEqual({
      frequency: f,
      paychecks_per_year: n,
      employee_per_paycheck: each,
      employer_per_paycheck: each,
      employee_monthly: 20,
      employer_monthly: 20,
      pre_tax: true,
    });
  });

  it('a category without a rule: the employee pays it all, after tax', () => {
    expect(shopPay(terms('monthly'), '2026-12-01', { ...dental, category: 'vision' })).toMatchObject({
      employee_monthly: 40,
      employer_monthly: 0,
      employee_per_paycheck: 40,
      pre_tax: false,
    });
  });

  it('no plan year holds the day: no pay fields', () => {
    expect(shopPay(terms('biweekly'), '2027-01-01', dental)).toBeUndefined();
    expect(shopPay(terms('biweekly'), '2025-12-01', dental)).toBeUndefined();
  });

  it('a total only when every line has one, summed in cents', () => {
    const a = shopPay(terms('biweekly'), '2026-12-01', dental)!;
    expect(shopPayTotal([a, a])).toMatchObject({ employee_per_paycheck: 18.46, employer_monthly: 40 });
    expect(shopPayTotal([a, undefined])).toBeUndefined();
    expect(shopPayTotal([])).toBeUndefined();
  });

  it('who is a group member, and the cart’s dates', () => {
    expect(isGroupEnrollment({ open_type: 'group', eprocess: 'applicant', group_id: 77 })).toBe(true);
    expect(isGroupEnrollment({ open_type: null, eprocess: 'group', group_id: 77 })).toBe(true);
    expect(isGroupEnrollment({ open_type: 'user', eprocess: 'applicant', group_id: 77 })).toBe(false);
    expect(isGroupEnrollment({ open_type: 'agent', eprocess: 'group', group_id: 77 })).toBe(false);
    expect(isoDayOf('12/01/2026')).toBe('2026-12-01');
    expect(isoDayOf('2026-12-01')).toBe('2026-12-01');
  });
});
