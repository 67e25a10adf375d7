import { describe, expect, it } from 'vitest';
import { employerMonthlyCents, type Contribution, type PricedCoverage } from './contribution';
import { contributionOn, ruleInForce, type ContributionRule } from './contribution-rule';

// BrightSmile-like dental: $34.99 employee-only, $66.49 for employee and spouse.
const spouse: PricedCoverage = { monthlyCents: 6649, employeeOnlyCents: 3499, tier: 'IS' };
const alone: PricedCoverage = { monthlyCents: 3499, employeeOnlyCents: 3499, tier: 'IO' };
const share = (c: Contribution, p = spouse) => employerMonthlyCents(c, p);

describe('employer contribution kinds', () => {
  it('pays nothing under none', () => expect(share({ kind: 'none' })).toBe(0));

  it('pays a flat monthly amount, never more than the price', () => {
    expect(share({ kind: 'flat', monthlyCents: 1000 })).toBe(1000);
    expect(share({ kind: 'flat', monthlyCents: 9000 })).toBe(6649);
  });

  it('pays a percent of the employee-only rate whatever tier is elected', () => {
    const c: Contribution = { kind: 'percent_employee_only', percentBp: 5000, capCents: null };
    expect(share(c)).toBe(1750); // 50% of 34.99 = 17.495, half-up to 17.50
    expect(share(c, alone)).toBe(1750);
  });

  it("pays a percent of the elected tier's rate", () => {
    expect(share({ kind: 'percent_tier', percentBp: 5000, capCents: null })).toBe(3325);
    expect(share({ kind: 'percent_tier', percentBp: 10_000, capCents: null })).toBe(6649);
    expect(share({ kind: 'percent_tier', percentBp: 1250, capCents: null })).toBe(831); // 12.5% of 66.49
  });

  it('stops a percent at its monthly cap', () => {
    expect(share({ kind: 'percent_tier', percentBp: 5000, capCents: 2000 })).toBe(2000);
    expect(share({ kind: 'percent_employee_only', percentBp: 5000, capCents: 2000 })).toBe(1750);
  });

  it('pays a fixed amount per tier, nothing for a tier left out, never more than the price', () => {
    const c: Contribution = { kind: 'per_tier', tierCents: { IO: 1500, IS: 2500, IF: 99_999 } };
    expect(share(c)).toBe(2500);
    expect(share(c, alone)).toBe(1500);
    expect(share(c, { monthlyCents: 9000, employeeOnlyCents: 3499, tier: 'IC' })).toBe(0);
    expect(share(c, { monthlyCents: 9000, employeeOnlyCents: 3499, tier: 'IF' })).toBe(9000);
  });
});

describe('contribution versions', () => {
  const flat = (monthlyCents: number): Contribution => ({ kind: 'flat', monthlyCents });
  const rules: ContributionRule[] = [
    { groupId: 77, category: 'dental', planId: null, effectiveFrom: '2026-01-01', contribution: flat(1000) },
    { groupId: 77, category: 'dental', planId: null, effectiveFrom: '2026-07-01', contribution: flat(1500) },
    { groupId: 77, category: null, planId: 1001, effectiveFrom: '2026-09-01', contribution: flat(2500) },
    { groupId: 4100, category: 'dental', planId: null, effectiveFrom: '2025-01-01', contribution: flat(500) },
  ];

  it('answers the version in force on a date', () => {
    expect(contributionOn(rules, 77, 1014, 'dental', '2026-03-15')).toEqual(flat(1000));
    expect(contributionOn(rules, 77, 1014, 'dental', '2026-07-01')).toEqual(flat(1500));
    expect(contributionOn(rules, 77, 1014, 'dental', '2025-12-31')).toEqual({ kind: 'none' });
  });

  it("lets a plan's own rule win over its category's once it is in force", () => {
    expect(contributionOn(rules, 77, 1001, 'dental', '2026-08-31')).toEqual(flat(1500));
    expect(ruleInForce(rules, 77, 1001, 'dental', '2026-09-01')?.planId).toBe(1001);
  });

  it("never applies another group's rule or another category's", () => {
    expect(contributionOn(rules, 77, 1002, 'vision', '2026-08-01')).toEqual({ kind: 'none' });
    expect(contributionOn(rules, 1929, 1014, 'dental', '2026-08-01')).toEqual({ kind: 'none' });
  });
});
