import { describe, expect, it } from 'vitest';
import { ageOn, effectiveDay, parseUsDate } from './age';
import { ageFor, blackoutMessage, checkEligibility, feeCents, priceOptions, withSmoker } from './engine';
import type { Applicant, OptionDef, PlanRules } from '../catalogue/plan-types';

const person: Applicant = {
  state: 'GA',
  zip: '30301',
  tier: 'IO',
  dob: '06/15/1985',
  is_smoker: 0,
  annual_income: null,
  weekly_hours: null,
};
const bands = [
  { age_min: 0, age_max: 17, IO: 1000, IS: 1900 },
  { age_min: 18, age_max: 64, IO: 2000, IS: 3800 },
  { age_min: 65, age_max: 120, IO: 5000, IS: 9500 },
];
const option = (o: Partial<OptionDef> = {}): OptionDef => ({
  ppid: 1,
  name: 'Option',
  rates: bands,
  flat_cents: null,
  one_time_cents: 0,
  fee_of_ppid: null,
  age_max: null,
  ...o,
});
const price = (rules: PlanRules, a: Partial<Applicant>, age: number, options = [option()]) =>
  priceOptions(rules, options, { ...person, ...a }, age);
const code = (rules: PlanRules, a: Partial<Applicant>, age = 40) =>
  checkEligibility(rules, { ...person, ...a }, age)?.code;

describe('age at the effective date', () => {
  it('defaults the effective date to the first of next month (December rolls the year)', () => {
    expect(effectiveDay(null, new Date(Date.UTC(2026, 0, 31)))).toEqual({ y: 2026, m: 2, d: 1 });
    expect(effectiveDay(null, new Date(Date.UTC(2026, 11, 15)))).toEqual({ y: 2027, m: 1, d: 1 });
    expect(effectiveDay('03/01/2027', new Date())).toEqual({ y: 2027, m: 3, d: 1 });
  });
  it('counts a birthday on the effective date, not the day after', () => {
    const on = { y: 2026, m: 3, d: 1 };
    expect(ageOn(parseUsDate('03/01/1961')!, on)).toBe(65);
    expect(ageOn(parseUsDate('03/02/1961')!, on)).toBe(64);
    expect(ageOn(parseUsDate('02/29/2008')!, on)).toBe(18);
    expect(ageFor('not a date', on)).toBeUndefined();
  });
});

describe('eligibility rules', () => {
  it('stateError for excluded states only', () => {
    expect(code({ states_excluded: ['NY'] }, { state: 'NY' })).toBe('stateError');
    expect(code({ states_excluded: ['NY'] }, { state: 'NJ' })).toBeUndefined();
  });
  it('metError by 3-digit zip prefix of an excluded area', () => {
    const rules = { areas_excluded: [{ name: 'Chicago', zip_prefixes: ['606'] }] };
    expect(code(rules, { zip: '60601' })).toBe('metError');
    expect(code(rules, { zip: '61601' })).toBeUndefined();
  });
  it('tierError outside the sold tiers', () => {
    const rules: PlanRules = { tiers: ['IO', 'IS'] };
    expect(code(rules, { tier: 'IS' })).toBeUndefined();
    expect(code(rules, { tier: 'IC' })).toBe('tierError');
    expect(code(rules, { tier: 'IF' })).toBe('tierError');
  });
  it('ageError at the edges 17/18 and 64/65 of an 18-64 plan', () => {
    const rules = { age_min: 18, age_max: 64 };
    expect([17, 18, 64, 65].map((age) => code(rules, {}, age))).toEqual([
      'ageError',
      undefined,
      undefined,
      'ageError',
    ]);
  });
  it('smokerError only on rated plans with an unknown answer', () => {
    expect(code({ smoker_surcharge_pct: 35 }, { is_smoker: null })).toBe('smokerError');
    expect(code({ smoker_surcharge_pct: 35 }, { is_smoker: 1 })).toBeUndefined();
    expect(code({ smoker_surcharge_pct: 35 }, { is_smoker: 0 })).toBeUndefined();
    expect(code({}, { is_smoker: null })).toBeUndefined();
  });
  it('salaryError below, at and above the income threshold; unknown fails', () => {
    const rules = { min_annual_income: 20_000 };
    expect(code(rules, { annual_income: null })).toBe('salaryError');
    expect(code(rules, { annual_income: 19_999.99 })).toBe('salaryError');
    expect(code(rules, { annual_income: 20_000 })).toBeUndefined();
    expect(code(rules, { annual_income: 20_001 })).toBeUndefined();
  });
  it('hourError below, at and above the hours threshold; income is checked first', () => {
    const rules = { min_annual_income: 20_000, min_weekly_hours: 30 };
    expect(code(rules, { annual_income: 1, weekly_hours: 1 })).toBe('salaryError');
    expect(code(rules, { annual_income: 50_000, weekly_hours: null })).toBe('hourError');
    expect(code(rules, { annual_income: 50_000, weekly_hours: 29 })).toBe('hourError');
    expect(code(rules, { annual_income: 50_000, weekly_hours: 30 })).toBeUndefined();
    expect(code(rules, { annual_income: 50_000, weekly_hours: 31 })).toBeUndefined();
  });
  it('checks in the documented order', () => {
    const all: PlanRules = { states_excluded: ['NY'], tiers: ['IO'], age_max: 64, smoker_surcharge_pct: 10 };
    expect(code(all, { state: 'NY', tier: 'IF', is_smoker: null }, 70)).toBe('stateError');
    expect(code(all, { tier: 'IF', is_smoker: null }, 70)).toBe('tierError');
    expect(code(all, { is_smoker: null }, 70)).toBe('ageError');
    expect(code(all, { is_smoker: null }, 40)).toBe('smokerError');
  });
});

describe('prices', () => {
  it('takes the rate of the tier in the band of the age (band edges 17/18/64/65)', () => {
    const at = (age: number, tier = 'IO') => {
      const r = price({}, { tier }, age);
      return r.ok ? r.options[0].monthly_cents : r.code;
    };
    expect([at(17), at(18), at(64), at(65)]).toEqual([1000, 2000, 2000, 5000]);
    expect(at(40, 'IS')).toBe(3800);
    expect(at(40, 'IF')).toBe('tierError'); // a band for the age, no rate for the tier
    expect(at(121)).toBe('ageError');
  });
  it('adds the smoker surcharge, rounded to the cent', () => {
    expect(withSmoker(2599, { smoker_surcharge_pct: 35 }, 1)).toBe(3509);
    expect(withSmoker(2599, { smoker_surcharge_pct: 35 }, 0)).toBe(2599);
    const r = price({ smoker_surcharge_pct: 35 }, { is_smoker: 1 }, 40);
    expect(r.ok && r.options[0].monthly_cents).toBe(2700);
  });
  it('computes the 3% administrative fee to the cent', () => {
    expect(feeCents(5699, 3)).toBe(171);
    expect(feeCents(4000, 3)).toBe(120);
    expect(feeCents(0, 3)).toBe(0);
  });
  it('prices flat and one-time options and leaves fee lines to the caller', () => {
    const r = price({}, { tier: 'IF' }, 40, [
      option({ ppid: 1, rates: null, flat_cents: 1499 }),
      option({ ppid: 2, rates: null, one_time_cents: 2500 }),
      option({ ppid: 3, rates: null, fee_of_ppid: 1 }),
    ]);
    expect(r).toEqual({
      ok: true,
      options: [
        { ppid: 1, name: 'Option', monthly_cents: 1499, one_time_cents: 0 },
        { ppid: 2, name: 'Option', monthly_cents: 0, one_time_cents: 2500 },
      ],
    });
  });
  it('drops options over their own age cap; planAgeError when none is left', () => {
    const options = [option({ ppid: 1, age_max: 65 }), option({ ppid: 2, age_max: 50 })];
    const at = (age: number) => price({}, {}, age, options);
    const r50 = at(50);
    expect(r50.ok && r50.options.map((o) => o.ppid)).toEqual([1, 2]);
    const r51 = at(51);
    expect(r51.ok && r51.options.map((o) => o.ppid)).toEqual([1]);
    const r65 = at(65);
    expect(r65.ok && r65.options.map((o) => o.ppid)).toEqual([1]);
    const r66 = at(66);
    expect(r66.ok).toBe(false);
    expect(!r66.ok && r66.code).toBe('planAgeError');
    expect(!r66.ok && r66.message).toContain('up to age 65');
  });
  it('an ineligible plan is not priced at all', () => {
    expect(price({ states_excluded: ['GA'] }, {}, 40)).toMatchObject({ ok: false, code: 'stateError' });
  });
});

describe('blackout', () => {
  const rules = { blackout: { from: '2026-11-15', until: '2026-12-31', message: 'Closed' } };
  it('applies inside the window only, open-ended without until', () => {
    expect(blackoutMessage(rules, '2026-11-14')).toBeUndefined();
    expect(blackoutMessage(rules, '2026-11-15')).toBe('Closed');
    expect(blackoutMessage(rules, '2026-12-31')).toBe('Closed');
    expect(blackoutMessage(rules, '2027-01-01')).toBeUndefined();
    expect(blackoutMessage({ blackout: { from: '2024-01-01', message: 'X' } }, '2030-01-01')).toBe('X');
    expect(blackoutMessage({}, '2030-01-01')).toBeUndefined();
  });
});
