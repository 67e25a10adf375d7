import type { Applicant, Ineligible, OptionDef, PlanRules } from '../catalogue/plan-types';
import { priceOptions } from '../pricing/engine';
import { AMOUNT_NOT_SOLD } from './eoi-messages';

/**
 * The monthly premium of the approved amount only (ADR 0035). The pricing engine prices a life
 * plan by option: each option is one benefit amount (Guardian Term Life 20: "$50,000 benefit",
 * "$150,000 benefit") with a monthly rate per age band and tier, plus the smoker surcharge. It has
 * no per-$1,000 rate. So the approved amount is priced by the engine: the option of exactly that
 * amount when the plan sells one, else the elected option's engine price in proportion to the
 * amount (the carrier's rate per unit of that option), rounded to the cent once.
 */
export type AmountOption = { option: OptionDef; amount: number };

export type ApprovedPremium =
  | { ok: true; monthlyCents: number; electedMonthlyCents: number; by: 'option' | 'proportion' }
  | ({ ok: false } & Ineligible)
  | { ok: false; code: 'amountNotSold'; message: string };

export function approvedPremium(
  rules: PlanRules,
  options: AmountOption[],
  applicant: Applicant,
  age: number,
  elected: number,
  approved: number,
): ApprovedPremium {
  if (!Number.isInteger(approved) || approved < 0 || approved > elected)
    throw new RangeError('the approved amount is whole dollars, at most the elected amount');
  const priced = priceOptions(
    rules,
    options.map((o) => o.option),
    applicant,
    age,
  );
  if (!priced.ok) return priced;
  const monthlyOf = (amount: number) => {
    const o = options.find((x) => x.amount === amount);
    return o && priced.options.find((p) => p.ppid === o.option.ppid)?.monthly_cents;
  };
  const electedMonthly = monthlyOf(elected);
  if (electedMonthly === undefined) return { ok: false, code: 'amountNotSold', message: AMOUNT_NOT_SOLD };
  if (approved === elected)
    return { ok: true, monthlyCents: electedMonthly, electedMonthlyCents: electedMonthly, by: 'option' };
  const exact = approved > 0 ? monthlyOf(approved) : undefined;
  if (exact !== undefined)
    return { ok: true, monthlyCents: exact, electedMonthlyCents: electedMonthly, by: 'option' };
  return {
    ok: true,
    monthlyCents: Math.round((electedMonthly * approved) / elected),
    electedMonthlyCents: electedMonthly,
    by: 'proportion',
  };
}
