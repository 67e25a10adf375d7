import type { Queryable } from '../../db';
import { catalogue } from '../catalogue/catalogue-cache';
import { cartLines } from '../cart/cart.repository';
import { priceCartLines, type PricedCart } from '../cart/cart-pricing.service';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { cartPayOf, type CartPay } from '../pay/cart-pay';
import { shopPayTerms } from '../pay/shop-pay';
import { cartWithEoi } from './cart-eoi';
import type { OptionEoi } from './eoi-split';

/**
 * The stored cart priced at `date` as get-plan-cart prices it: elections above guaranteed issue
 * at the approved amount's premium with their split (ADR 0037), and, for a group employee whose
 * group has a pay schedule, the pay fields: what completion stores and the receipt, its mail and
 * its PDF say (inside the completion's transaction when `db` is one).
 */
export async function pricedCartWithPay(
  db: Queryable,
  e: EnrollmentFilterRow,
  date: string,
  now = new Date(),
): Promise<{ cart: PricedCart; pay: CartPay | undefined; eoi: (OptionEoi | undefined)[] }> {
  const cat = await catalogue(db);
  const lines = await cartLines(db, e.enrollment_id);
  const { cart, eoi } = await cartWithEoi(db, cat, e, priceCartLines(cat, e, lines, date, now), now);
  const terms = await shopPayTerms(db, e);
  return { cart, eoi, pay: terms ? cartPayOf(cat, e, lines, cart, terms, now) : undefined };
}
