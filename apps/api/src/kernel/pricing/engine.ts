import type { Tier } from '@bs/contract';
import { ageOn, parseUsDate, type CalendarDay } from './age';
import type {
  Applicant,
  Ineligible,
  OptionDef,
  PlanRules,
  PricedOption,
  PricingOutcome,
  RateBand,
} from '../catalogue/plan-types';

/**
 * Pricing and eligibility, as pure functions of (plan rules, options, applicant, effective date).
 * Rules are checked in this order and the first failing one answers (spec §8 codes):
 *   1. stateError   the state of the zip is in rules.states_excluded
 *   2. metError     the zip's 3-digit prefix is in an excluded area (rules.areas_excluded)
 *   3. tierError    the tier is not in rules.tiers
 *   4. ageError     the age at the effective date is outside [age_min, age_max] or no rate band
 *   5. smokerError  the plan is smoker-rated (smoker_surcharge_pct) and is_smoker is unknown
 *   6. salaryError  annual income unknown or below rules.min_annual_income (equal passes)
 *   7. hourError    weekly hours unknown or below rules.min_weekly_hours (equal passes)
 *   8. planAgeError no option is left and some were over their own age cap (age_max);
 *                   options over their cap are left out silently while at least one remains
 *      (no option with a rate for the tier in the age's band -> tierError, no band -> ageError)
 * Prices: monthly rate of the tier in the band holding the age; smokers pay the surcharge on
 * top (rounded to the cent); flat options cost flat_cents; fee lines are a percentage of the
 * paired option's final premium (feeCents).
 */

export const MESSAGES = {
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  enrollmentIdError: 'Please enter your basic details to see prices for this plan.',
  newQuestionsError: 'The health questions of this plan have changed. Please answer them again.',
} as const;

export const bandFor = (rates: RateBand[], age: number): RateBand | undefined =>
  rates.find((b) => age >= b.age_min && age <= b.age_max);

/** Plan-level rules 1-7; undefined when the applicant may buy the plan. */
export function checkEligibility(rules: PlanRules, a: Applicant, age: number): Ineligible | undefined {
  const fail = (code: Exclude<keyof typeof MESSAGES, 'enrollmentIdError' | 'newQuestionsError'>) => ({
    code,
    message: MESSAGES[code],
  });
  if (rules.states_excluded?.includes(a.state.toUpperCase())) return fail('stateError');
  const prefix = a.zip.slice(0, 3);
  if (rules.areas_excluded?.some((area) => area.zip_prefixes.includes(prefix))) return fail('metError');
  if (rules.tiers && !rules.tiers.includes(a.tier as Tier)) return fail('tierError');
  if ((rules.age_min != null && age < rules.age_min) || (rules.age_max != null && age > rules.age_max))
    return fail('ageError');
  if (rules.smoker_surcharge_pct != null && a.is_smoker !== 0 && a.is_smoker !== 1)
    return fail('smokerError');
  if (
    rules.min_annual_income != null &&
    !(a.annual_income != null && a.annual_income >= rules.min_annual_income)
  )
    return fail('salaryError');
  if (rules.min_weekly_hours != null && !(a.weekly_hours != null && a.weekly_hours >= rules.min_weekly_hours))
    return fail('hourError');
  return undefined;
}

/** Smokers pay the plan's surcharge (percent) on the monthly premium, rounded to the cent. */
export const withSmoker = (cents: number, rules: PlanRules, isSmoker: number | null) =>
  isSmoker === 1 && rules.smoker_surcharge_pct
    ? Math.round((cents * (100 + rules.smoker_surcharge_pct)) / 100)
    : cents;

/** The administrative fee: `percent` of the premium, rounded to the cent (3% of $40.00 = $1.20). */
export const feeCents = (premiumCents: number, percent: number) => Math.round((premiumCents * percent) / 100);

/** Monthly cents of an option for a tier and age; undefined when it has no rate for them. */
export function optionMonthlyCents(o: OptionDef, tier: string, age: number): number | undefined {
  if (o.rates) return bandFor(o.rates, age)?.[tier as Tier];
  return o.flat_cents ?? (o.one_time_cents ? 0 : undefined);
}

/**
 * Prices every option (not fee lines) of a plan for the applicant whose age at the effective
 * date is `age` (see ageFor).
 */
export function priceOptions(
  rules: PlanRules,
  options: OptionDef[],
  a: Applicant,
  age: number,
): PricingOutcome {
  const ineligible = checkEligibility(rules, a, age);
  if (ineligible) return { ok: false, ...ineligible };
  const own = options.filter((o) => o.fee_of_ppid == null);
  const priced: PricedOption[] = [];
  const overCap: OptionDef[] = [];
  let bandButNoTier = false;
  for (const o of own) {
    if (o.age_max != null && age > o.age_max) {
      overCap.push(o);
      continue;
    }
    const monthly = optionMonthlyCents(o, a.tier, age);
    if (monthly === undefined) {
      if (o.rates && bandFor(o.rates, age)) bandButNoTier = true;
      continue;
    }
    priced.push({
      ppid: o.ppid,
      name: o.name,
      monthly_cents: withSmoker(monthly, rules, a.is_smoker),
      one_time_cents: o.one_time_cents,
    });
  }
  if (priced.length) return { ok: true, options: priced };
  if (overCap.length) {
    const caps = overCap.map((o) => `${o.name} up to age ${o.age_max}`).join(', ');
    return {
      ok: false,
      code: 'planAgeError',
      message: `At age ${age} on the effective date no benefit amount of this plan can be issued (${caps}). Please look at our other plans or edit your basic info above.`,
    };
  }
  // Options without a rate: a band for the age but none for the tier is a tier matter.
  if (bandButNoTier) return { ok: false, code: 'tierError', message: MESSAGES.tierError };
  return { ok: false, code: 'ageError', message: MESSAGES.ageError };
}

/** The applicant's age at the effective date, or undefined when the DOB is not a date. */
export function ageFor(dob: string, effective: CalendarDay): number | undefined {
  const d = parseUsDate(dob);
  return d ? ageOn(d, effective) : undefined;
}

/** Rule: a plan is blacked out on days within [from, until] (ISO dates, `until` open-ended). */
export function blackoutMessage(rules: PlanRules, today: string): string | undefined {
  const b = rules.blackout;
  if (!b) return undefined;
  return today >= b.from && (!b.until || today <= b.until) ? b.message : undefined;
}
