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
  const r = approvedMonthly(monthlyOf, elected, approved);
  return r ? { ok: true, ...r } : { ok: false, code: 'amountNotSold', message: AMOUNT_NOT_SOLD };
}

/**
 * The rule above on prices already computed: `monthlyOf(amount)` is the engine's monthly price of
 * the option selling that amount (undefined when none does). The store's split (eoi-split.ts)
 * prices its options once and asks this, so it and approvedPremium cannot disagree.
 */
export function approvedMonthly(
  monthlyOf: (amount: number) => number | undefined,
  elected: number,
  approved: number,
): { monthlyCents: number; electedMonthlyCents: number; by: 'option' | 'proportion' } | undefined {
  const electedMonthly = monthlyOf(elected);
  if (electedMonthly === undefined) return undefined;
  if (approved === elected)
    return { monthlyCents: electedMonthly, electedMonthlyCents: electedMonthly, by: 'option' };
  const exact = approved > 0 ? monthlyOf(approved) : undefined;
  if (exact !== undefined) return { monthlyCents: exact, electedMonthlyCents: electedMonthly, by: 'option' };
  return {
    monthlyCents: Math.round((electedMonthly * approved) / elected),
    electedMonthlyCents: electedMonthly,
    by: 'proportion',
  };
}
