import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readForCart } from '../../kernel/enrollment/enrollment-reads.repository';
import { cartDate } from '../../kernel/cart/effective-dates';
import { cartLinesOf, dollars, priceCartLines, toCartPlan } from '../../kernel/cart/cart-pricing.service';

/**
 * Cart lines priced now for the effective date (query, else the stored date while still offered,
 * else the first offered date), with first-month and recurring totals summed in cents. One query
 * (enrollment, stored lines, catalogue version); plans and prices come from the catalogue in memory.
 */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query }) => {
  const { token, enrollment: e, cart: stored } = await readForCart(db, query.enrollment_id);
  const date = cartDate(e.effective_date, query.effective_date);
  const cat = await catalogueAt(db, token);
  const cart = priceCartLines(cat, e, cartLinesOf(cat, stored), date);
  return {
    result: cart.lines.map(toCartPlan),
    initial_month_cost: dollars(cart.initial_cents),
    recurring_month_cost: dollars(cart.recurring_cents),
  };
};
