import type { CardPrice, Tier, TierPrice } from '@bs/contract';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { PlanRow } from '../catalogue/plan-types';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { enrollmentAge, pricePlan, type PlanPricingOutcome } from './pricing.service';

export const TIERS: readonly Tier[] = ['IO', 'IS', 'IC', 'IF'];

type Lowest = { from_price: number; fee_type: 'monthly' | 'one_time' };

/**
 * The lowest price of a priced plan: what a person pays a month for its cheapest option, with the
 * option's administrative fee line when the plan has one (the two are bought together), or, when
 * no option has a monthly premium (the membership's one-time fees), the lowest one-time amount.
 * Reads pricePlan's lines only: the rules stay in the engine.
 */
export function lowestOf(outcome: Extract<PlanPricingOutcome, { ok: true }>): Lowest | undefined {
  const own = outcome.lines.filter((l) => l.is_prudential_plan === 0);
  const feeOf = (ppid: number) =>
    outcome.lines.find((l) => l.is_prudential_plan === 1 && l.pair_ppid === ppid)?.monthly_cents ?? 0;
  const monthly = own.filter((l) => l.monthly_cents > 0).map((l) => l.monthly_cents + feeOf(l.ppid));
  if (monthly.length) return { from_price: Math.min(...monthly) / 100, fee_type: 'monthly' };
  const oneTime = own.filter((l) => l.one_time_cents > 0).map((l) => l.one_time_cents);
  if (oneTime.length) return { from_price: Math.min(...oneTime) / 100, fee_type: 'one_time' };
  return undefined;
}

/**
 * Everything of an enrollment that pricing reads (pricePlan: the applicant and the age at the
 * effective date), as a key: two enrollments with the same key get the same prices.
 */
export function pricingKey(e: EnrollmentFilterRow, now = new Date()): string {
  const f = e.filter_info;
  return [f.state, f.zip, f.tier, enrollmentAge(e, now), f.is_smoker, f.annual_incode, f.working_hours]
    .map((v) => v ?? '')
    .join('|');
}

/** A plan card's price for this person: "from $X" or the pricing error that stands in the way. */
export function cardPriceOf(cat: CatalogueSnapshot, plan: PlanRow, e: EnrollmentFilterRow, now = new Date()) {
  const outcome = pricePlan(cat, plan, e, now);
  const base: CardPrice = { plan_id: plan.plan_id, health_questions: plan.question_count > 0 };
  if (!outcome.ok) return { ...base, errorCode: outcome.code, message: outcome.message };
  const lowest = lowestOf(outcome);
  return lowest ? { ...base, ...lowest } : base;
}

/** The plan's lowest price in each tier for this person (same DOB, zip, smoker...), in tier order. */
export function tierPricesOf(
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  now = new Date(),
): TierPrice[] {
  return TIERS.map((tier) => {
    const outcome = pricePlan(cat, plan, { ...e, filter_info: { ...e.filter_info, tier } }, now);
    if (!outcome.ok) return { tier, errorCode: outcome.code, message: outcome.message };
    return { tier, ...lowestOf(outcome) };
  });
}
