import type { ShopPay, Tier } from '@bs/contract';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { CartLine } from '../cart/cart.repository';
import { priceCartLines, type PricedCart } from '../cart/cart-pricing.service';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import type { PayTerms } from './pay-terms.repository';
import { isoDayOf, shopPay, shopPayTotal } from './shop-pay';

export type CartPay = { lines: (ShopPay | undefined)[]; total: ShopPay | undefined };

/**
 * A priced cart's pay fields for a group employee (ADR 0033): each line's split and deduction per
 * paycheck at the cart's effective date, and the total (the sum of the lines). Shared by the cart
 * read (get-plan-cart) and the quote e-mail, so both show the cents payroll deducts.
 */
export function cartPayOf(
  cat: CatalogueSnapshot,
  e: EnrollmentFilterRow,
  lines: CartLine[],
  cart: PricedCart,
  terms: PayTerms,
  now = new Date(),
): CartPay {
  const date = cart.effective_date;
  // The employee-only price of each line's option: a percent-of-employee-only rule's base.
  const io = priceCartLines(cat, { ...e, filter_info: { ...e.filter_info, tier: 'IO' } }, lines, date, now);
  const day = isoDayOf(date);
  const pays = cart.lines.map((l, i) =>
    shopPay(terms, day, {
      planId: l.plan_id,
      category: l.category,
      tier: (e.filter_info.tier ?? 'IO') as Tier,
      monthlyCents: l.monthly_cents,
      employeeOnlyCents: io.lines[i]?.unavailable
        ? l.monthly_cents
        : (io.lines[i]?.monthly_cents ?? l.monthly_cents),
    }),
  );
  return { lines: pays, total: shopPayTotal(pays) };
}
