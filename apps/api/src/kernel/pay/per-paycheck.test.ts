import { describe, expect, it } from 'vitest';
import { monthlySplit } from './contribution';
import { deductionOn, paycheckPlan, splitOverPaychecks } from './per-paycheck';
import type { PayFrequency, PaySchedule } from './pay-frequency';

const FIRST: Record<PayFrequency, string> = {
  weekly: '2026-01-02',
  biweekly: '2026-01-02',
  semimonthly: '2026-01-15',
  monthly: '2026-01-30',
};
const schedule = (frequency: PayFrequency): PaySchedule => ({
  kind: 'frequency',
  frequency,
  firstPayDate: FIRST[frequency],
  planYearStart: '2026-01-01',
});
const sum = (p: NonNullable<ReturnType<typeof paycheckPlan>>) =>
  p.payDates.reduce((s, d) => s + deductionOn(p, d), 0);

describe('splitting an amount over paychecks', () => {
  it('rounds each paycheck to the cent and puts the remainder on the last', () => {
    expect(splitOverPaychecks(24_000, 26)).toEqual({ regular: 923, last: 925 });
    expect(splitOverPaychecks(25_000, 26)).toEqual({ regular: 962, last: 950 });
    expect(splitOverPaychecks(24_000, 24)).toEqual({ regular: 1000, last: 1000 });
  });

  it('rounds down instead when rounding up would leave the last paycheck below nothing', () => {
    expect(splitOverPaychecks(40, 52)).toEqual({ regular: 0, last: 40 });
    expect(splitOverPaychecks(0, 26)).toEqual({ regular: 0, last: 0 });
  });

  it('refuses fractions of a cent and no paychecks', () => {
    expect(() => splitOverPaychecks(10.5, 2)).toThrow(RangeError);
    expect(() => splitOverPaychecks(100, 0)).toThrow(RangeError);
  });
});

describe('the worked example: $40/month dental, 50% of employee-only capped at $20/month', () => {
  const split = monthlySplit(
    { kind: 'percent_employee_only', percentBp: 5000, capCents: 2000 },
    { monthlyCents: 4000, employeeOnlyCents: 4000, tier: 'IO' },
  );

  it('leaves the employer $20.00 and the employee $20.00 a month', () => {
    expect(split).toEqual({ employerCents: 2000, employeeCents: 2000 });
  });

  it('is $9.23 per biweekly paycheck, the last of 26 taking the remainder', () => {
    const p = paycheckPlan(split.employeeCents, schedule('biweekly'))!;
    expect(p).toMatchObject({
      paychecksInYear: 26,
      annualCents: 24_000,
      perPaycheckCents: 923,
      lastPaycheckCents: 925,
    });
    expect(p.payDates).toHaveLength(26);
    expect(deductionOn(p, '2026-01-02')).toBe(923);
    expect(deductionOn(p, '2026-12-18')).toBe(925);
    expect(sum(p)).toBe(24_000);
  });

  it('is $10.00 per semi-monthly paycheck', () => {
    const p = paycheckPlan(split.employeeCents, schedule('semimonthly'))!;
    expect(p).toMatchObject({ perPaycheckCents: 1000, lastPaycheckCents: 1000 });
    expect(p.payDates).toHaveLength(24);
  });

  it('is $4.62 weekly (last $4.38) and $20.00 monthly', () => {
    const w = paycheckPlan(split.employeeCents, schedule('weekly'))!;
    expect(w).toMatchObject({ perPaycheckCents: 462, lastPaycheckCents: 438 });
    expect(w.payDates).toHaveLength(52);
    expect(sum(w)).toBe(24_000);
    expect(paycheckPlan(split.employeeCents, schedule('monthly'))).toMatchObject({
      perPaycheckCents: 2000,
      lastPaycheckCents: 2000,
    });
  });
});

describe('coverage starting after the plan year', () => {
  it('deducts the same per-paycheck amount on the remaining paychecks only', () => {
    const p = paycheckPlan(2000, schedule('biweekly'), '2026-07-01')!;
    expect(p.payDates[0]).toBe('2026-07-03');
    expect(p.payDates).toHaveLength(13);
    expect(p).toMatchObject({
      paychecksInYear: 26,
      annualCents: 24_000,
      perPaycheckCents: 923,
      lastPaycheckCents: 925,
    });
    expect(deductionOn(p, '2026-06-19')).toBe(0);
    expect(deductionOn(p, '2026-07-03')).toBe(923);
    expect(deductionOn(p, '2026-12-18')).toBe(925);
    expect(sum(p)).toBe(923 * 12 + 925);
  });

  it('does the same semi-monthly, weekly and monthly', () => {
    const s = paycheckPlan(2000, schedule('semimonthly'), '2026-10-01')!;
    expect(s.payDates).toHaveLength(6);
    expect(sum(s)).toBe(6000);
    const w = paycheckPlan(2000, schedule('weekly'), '2026-10-01')!;
    expect(w.payDates).toHaveLength(13);
    expect(sum(w)).toBe(462 * 12 + 438);
    expect(paycheckPlan(2000, schedule('monthly'), '2026-12-01')).toMatchObject({
      payDates: ['2026-12-30'],
      perPaycheckCents: 2000,
      lastPaycheckCents: 2000,
    });
  });

  it('has nothing to deduct once no paycheck is left in the plan year', () => {
    expect(paycheckPlan(2000, schedule('biweekly'), '2026-12-19')).toBeUndefined();
    expect(paycheckPlan(2000, schedule('biweekly'), '2027-01-01')).toBeUndefined();
  });

  it('counts a coverage effective before the plan year as the whole year', () => {
    const p = paycheckPlan(2000, schedule('biweekly'), '2025-06-01')!;
    expect(p.payDates).toHaveLength(26);
    expect(sum(p)).toBe(24_000);
  });

  it('divides a 27-paycheck year by 27', () => {
    const p = paycheckPlan(2000, { ...schedule('biweekly'), firstPayDate: '2026-01-01' } as PaySchedule)!;
    expect(p).toMatchObject({ paychecksInYear: 27, perPaycheckCents: 889, lastPaycheckCents: 886 });
  });

  it('divides an imported calendar by its own number of paychecks', () => {
    const p = paycheckPlan(1000, {
      kind: 'calendar',
      planYearStart: '2026-01-01',
      payDates: [
        '2026-01-09',
        '2026-04-10',
        '2026-08-14',
        '2026-12-11',
        '2026-11-13',
        '2026-06-12',
        '2026-10-09',
      ],
    })!;
    expect(p).toMatchObject({ annualCents: 12_000, perPaycheckCents: 1714, lastPaycheckCents: 1716 });
    expect(p.payDates.at(-1)).toBe('2026-12-11');
  });
});
