import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readForCart } from '../../kernel/enrollment/enrollment-reads.repository';
import { cartDate } from '../../kernel/cart/effective-dates';
import { cartLinesOf, dollars, priceCartLines, toCartPlan } from '../../kernel/cart/cart-pricing.service';
import { cartPayOf } from '../../kernel/pay/cart-pay';
import { shopPayTerms } from '../../kernel/pay/shop-pay';

/**
 * Cart lines priced now for the effective date (query, else the stored date while still offered,
 * else the first offered date), with first-month and recurring totals summed in cents. One query
 * (enrollment, stored lines, catalogue version); plans and prices come from the catalogue in memory.
 * A group enrollment whose group has a pay schedule also reads the group's pay terms and answers
 * each line's and the total's price per paycheck with the employer's share (ADR 0033).
 */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query }) => {
  const { token, enrollment: e, cart: stored } = await readForCart(db, query.enrollment_id);
  const date = cartDate(e.effective_date, query.effective_date);
  const cat = await catalogueAt(db, token);
  const lines = cartLinesOf(cat, stored);
  const cart = priceCartLines(cat, e, lines, date);
  const result = cart.lines.map(toCartPlan);
  const terms = await shopPayTerms(db, e);
  if (!terms)
    return {
      result,
      initial_month_cost: dollars(cart.initial_cents),
      recurring_month_cost: dollars(cart.recurring_cents),
    };
  const { lines: pays, total } = cartPayOf(cat, e, lines, cart, terms);
  return {
    result: result.map((r, i) => (pays[i] ? { ...r, pay: pays[i] } : r)),
    initial_month_cost: dollars(cart.initial_cents),
    recurring_month_cost: dollars(cart.recurring_cents),
    ...(total && { pay: total }),
  };
};
