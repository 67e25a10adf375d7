import type { CartPlan } from '@bs/contract';
import type { Queryable } from '../../db';
import { catalogue } from '../catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { EnrollmentFilterRow, StoredCartLine } from '../enrollment/enrollment-reads.repository';
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
  e: EnrollmentFilterRow,
  effectiveDate: string,
  now = new Date(),
): Promise<PricedCart> {
  // Inside a transaction (checkout) both reads go through it: the catalogue it sees and its cart.
  const cat = await catalogue(db);
  return priceCartLines(cat, e, await cartLines(db, e.enrollment_id), effectiveDate, now);
}

/** The cart's lines as get-plan-cart reads them (stored rows + the plan's catalogue facts). */
export function cartLinesOf(cat: CatalogueSnapshot, stored: StoredCartLine[]): CartLine[] {
  return stored.flatMap((c) => {
    const p = cat.plan(c.plan_id);
    // cart_items.plan_id references plans, so a line always has its plan in the same snapshot.
    if (!p) return [];
    return [
      {
        plan_id: c.plan_id,
        category: p.category,
        kind: p.kind,
        underwritten: p.question_count > 0,
        plan_pricing_id: c.plan_pricing_id,
        plan_name: p.name,
        plan_logo: p.logo,
        price_cents: c.price_cents,
        one_time_cents: c.one_time_cents,
        removable: c.removable,
      },
    ];
  });
}

/** priceCart on lines already read: pure, from the catalogue in memory. */
export function priceCartLines(
  cat: CatalogueSnapshot,
  e: EnrollmentFilterRow,
  cartLines: CartLine[],
  effectiveDate: string,
  now = new Date(),
): PricedCart {
  const at: EnrollmentFilterRow = { ...e, effective_date: effectiveDate };
  const byBase = new Map<number, PlanPricingOutcome>();
  const priceOf = (planId: number) => {
    const plan = cat.plan(planId);
    if (!plan) return undefined;
    // A fee line is priced with its base plan (3% of the paired option's premium).
    const base = plan.kind === 'admin_fee' && plan.fee_for_plan_id ? plan.fee_for_plan_id : plan.plan_id;
    if (!byBase.has(base)) byBase.set(base, pricePlan(cat, plan, at, now));
    return byBase.get(base)!;
  };
  const lines: PricedCartLine[] = [];
  for (const line of cartLines) {
    const outcome = priceOf(line.plan_id);
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
