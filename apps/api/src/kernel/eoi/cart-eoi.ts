import type { EoiSplit, ShopPay } from '@bs/contract';
import type { Queryable } from '../../db';
import type { PricedCart } from '../cart/cart-pricing.service';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { pricePlan } from '../pricing/pricing.service';
import { electionContext, electorFor } from './election-context';
import { eoiTermsOf, optionEoi, type OptionEoi } from './eoi-split';

/**
 * A priced cart with its elections above guaranteed issue split (ADR 0037): each such line costs
 * the approved amount's premium until the carrier decides, so the cart's totals, the first
 * payment, the receipt and the coverage's stored price (what payroll deducts, ADR 0033) carry
 * only the approved amount; `eoi[i]` says what line i elected, has now and waits for.
 */
export async function cartWithEoi(
  db: Queryable,
  cat: CatalogueSnapshot,
  e: EnrollmentFilterRow,
  cart: PricedCart,
  now = new Date(),
): Promise<{ cart: PricedCart; eoi: (OptionEoi | undefined)[] }> {
  const none = cart.lines.map(() => undefined);
  if (!cart.lines.length) return { cart, eoi: none };
  const terms = await eoiTermsOf(
    db,
    cat,
    cart.lines.map((l) => l.plan_id),
  );
  if (!terms.settings.size) return { cart, eoi: none };
  // An increase over what the carrier approved, or a late entry, is split too (ADR 0039).
  const who = await electionContext(
    db,
    e,
    cart.lines.map((l) => l.plan_id),
  );
  const at = { ...e, effective_date: cart.effective_date };
  const eoi = cart.lines.map((l) => {
    const plan = cat.plan(l.plan_id);
    if (l.unavailable || !plan || !terms.settings.has(l.plan_id)) return undefined;
    const priced = pricePlan(cat, plan, at, now);
    return priced.ok
      ? optionEoi(terms, l.plan_id, l.plan_pricing_id, priced.lines, electorFor(who, l.plan_id))
      : undefined;
  });
  const lines = cart.lines.map((l, i) =>
    eoi[i] ? { ...l, monthly_cents: eoi[i]!.approvedMonthlyCents } : l,
  );
  const less = cart.lines.reduce((sum, l, i) => sum + l.monthly_cents - lines[i]!.monthly_cents, 0);
  return {
    cart: {
      ...cart,
      lines,
      initial_cents: cart.initial_cents - less,
      recurring_cents: cart.recurring_cents - less,
    },
    eoi,
  };
}

/** The contract's split of a line or option (dollars), with the approved amount's pay if any. */
export const toEoiSplit = (s: OptionEoi, approvedPay?: ShopPay): EoiSplit => ({
  elected: s.elected,
  approved_now: s.approvedNow,
  pending: s.pending,
  reasons: s.reasons,
  approved_price: s.approvedMonthlyCents / 100,
  ...(approvedPay && { approved_pay: approvedPay }),
});
