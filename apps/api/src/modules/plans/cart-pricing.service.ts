import type { CartPlan } from '@bs/contract';
import type { Queryable } from '../../db';
import { findPlan } from '../catalogue/catalogue.repository';
import type { EnrollmentRow } from '../filters/enrollment.repository';
import { pricePlan, type PlanPricingOutcome } from '../pricing/pricing.service';
import { cartLines, type CartLine } from './cart.repository';

export type PricedCartLine = CartLine & {
  monthly_cents: number;
  one_time_cents: number;
  /** Set when the plan cannot be sold to the person at this date (the stored price is shown). */
  unavailable?: string;
};

export type PricedCart = {
  effective_date: string;
  lines: PricedCartLine[];
  initial_cents: number;
  recurring_cents: number;
  /** Some line carries the 3% administrative fee (spec: the "prudential" cart check). */
  has_admin_fee: boolean;
};

/**
 * Prices every cart line at read time with the pricing engine, for the enrollment's filter info
 * and `effectiveDate` (the age at that date picks the rate band). Rules: first month = monthly
 * premiums + one-time fees (the membership) + fee lines; recurring = monthly amounts only (fee lines
 * included, one-time fees not). Sums are integer cents. A line the engine no longer prices (e.g.
 * the person is over an option's age cap at that date) keeps its stored price and says why.
 */
export async function priceCart(
  db: Queryable,
  e: EnrollmentRow,
  effectiveDate: string,
  now = new Date(),
): Promise<PricedCart> {
  const at: EnrollmentRow = { ...e, effective_date: effectiveDate };
  const byBase = new Map<number, Promise<PlanPricingOutcome | undefined>>();
  const priceOf = async (planId: number) => {
    const plan = await findPlan(db, planId);
    if (!plan) return undefined;
    // A fee line is priced with its base plan (3% of the paired option's premium).
    const base = plan.kind === 'admin_fee' && plan.fee_for_plan_id ? plan.fee_for_plan_id : plan.plan_id;
    if (!byBase.has(base)) byBase.set(base, pricePlan(db, plan, at, now));
    return byBase.get(base)!;
  };
  const lines: PricedCartLine[] = [];
  for (const line of await cartLines(db, e.enrollment_id)) {
    const outcome = await priceOf(line.plan_id);
    const priced = outcome?.ok ? outcome.lines.find((l) => l.ppid === line.plan_pricing_id) : undefined;
    lines.push(
      priced
        ? { ...line, monthly_cents: priced.monthly_cents, one_time_cents: priced.one_time_cents }
        : {
            ...line,
            monthly_cents: line.price_cents,
            one_time_cents: line.one_time_cents,
            unavailable:
              outcome && !outcome.ok ? outcome.message : 'This option is not offered for this date.',
          },
    );
  }
  const recurring = lines.reduce((sum, l) => sum + l.monthly_cents, 0);
  const oneTime = lines.reduce((sum, l) => sum + l.one_time_cents, 0);
  return {
    effective_date: effectiveDate,
    lines,
    initial_cents: recurring + oneTime,
    recurring_cents: recurring,
    has_admin_fee: lines.some((l) => l.kind === 'admin_fee'),
  };
}

/** The contract's cart line: its first-month price (premium + one-time fee) in dollars. */
export const toCartPlan = (l: PricedCartLine): CartPlan => ({
  plan_id: l.plan_id,
  plan_pricing_id: l.plan_pricing_id,
  plan_name: l.plan_name,
  plan_logo: l.plan_logo,
  price: (l.monthly_cents + l.one_time_cents) / 100,
  removable: l.removable,
});

export const dollars = (cents: number) => cents / 100;
