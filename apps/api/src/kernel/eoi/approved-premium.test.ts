import { describe, expect, it } from 'vitest';
import type { Applicant, OptionDef, RateBand } from '../catalogue/plan-types';
import { approvedPremium, type AmountOption } from './approved-premium';

// Guardian Term Life 20 as the seed sells it: one option per benefit amount, a monthly rate per
// age band and tier (seed/catalogue/rates.ts shape), smokers 35% more where the plan says so.
const band = (age_min: number, age_max: number, cents: number): RateBand => ({ age_min, age_max, IO: cents });
const option = (ppid: number, name: string, rates: RateBand[]): OptionDef => ({
  ppid,
  name,
  rates,
  flat_cents: null,
  one_time_cents: 0,
  fee_of_ppid: null,
  age_max: null,
});
const options: AmountOption[] = [
  { amount: 50_000, option: option(1, '$50,000 benefit', [band(18, 39, 1500), band(40, 70, 3000)]) },
  { amount: 150_000, option: option(2, '$150,000 benefit', [band(18, 39, 3400), band(40, 70, 6800)]) },
  { amount: 250_000, option: option(3, '$250,000 benefit', [band(18, 39, 5000), band(40, 70, 10_000)]) },
];
const who: Applicant = {
  state: 'GA',
  zip: '30301',
  tier: 'IO',
  dob: '01/01/1990',
  is_smoker: 0,
  annual_income: null,
  weekly_hours: null,
};
const rules = { age_min: 18, age_max: 70 };

describe('the premium of the approved amount only', () => {
  it('is the engine price of the option of that amount when the plan sells one', () => {
    expect(approvedPremium(rules, options, who, 36, 250_000, 150_000)).toEqual({
      ok: true,
      monthlyCents: 3400,
      electedMonthlyCents: 5000,
      by: 'option',
    });
    expect(approvedPremium(rules, options, who, 45, 250_000, 250_000)).toMatchObject({
      monthlyCents: 10_000,
    });
  });

  it('else the elected option in proportion, rounded once', () => {
    // $100,000 of a $250,000 option at $50.00: $20.00
    expect(approvedPremium(rules, options, who, 36, 250_000, 100_000)).toEqual({
      ok: true,
      monthlyCents: 2000,
      electedMonthlyCents: 5000,
      by: 'proportion',
    });
    // $1 of $150,000 at $34.00 rounds to 0 cents; $100,001 to $22.67
    expect(approvedPremium(rules, options, who, 36, 150_000, 1)).toMatchObject({ monthlyCents: 0 });
    expect(approvedPremium(rules, options, who, 36, 150_000, 100_001)).toMatchObject({ monthlyCents: 2267 });
    expect(approvedPremium(rules, options, who, 36, 150_000, 0)).toMatchObject({ monthlyCents: 0 });
  });

  it('keeps the engine rules: smokers surcharge, eligibility, unsold amounts', () => {
    const smokerRules = { ...rules, smoker_surcharge_pct: 35 };
    expect(
      approvedPremium(smokerRules, options, { ...who, is_smoker: 1 }, 36, 250_000, 150_000),
    ).toMatchObject({
      monthlyCents: 4590,
    });
    expect(
      approvedPremium(smokerRules, options, { ...who, is_smoker: 1 }, 36, 250_000, 100_000),
    ).toMatchObject({
      monthlyCents: 2700,
    });
    expect(approvedPremium(rules, options, who, 71, 250_000, 100_000)).toMatchObject({
      ok: false,
      code: 'ageError',
    });
    expect(approvedPremium(rules, options, who, 36, 300_000, 100_000)).toMatchObject({
      ok: false,
      code: 'amountNotSold',
    });
    expect(() => approvedPremium(rules, options, who, 36, 150_000, 150_001)).toThrow(RangeError);
  });
});
