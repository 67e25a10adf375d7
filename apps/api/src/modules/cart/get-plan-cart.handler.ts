import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readForCart } from '../../kernel/enrollment/enrollment-reads.repository';
import { cartDate } from '../../kernel/cart/effective-dates';
import { cartLinesOf, dollars, priceCartLines, toCartPlan } from '../../kernel/cart/cart-pricing.service';

/**
 * Cart lines priced now for the effective date (query, else the stored date while still offered,
 * else the first offered date), with first-month and recurring totals summed in cents. One query
 * (enrollment, stored lines, catalogue version); plans and prices come from the catalogue in memory.
 * Each line names its option, and the answer its date and tier: the billing step's order summary.
 */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query, lang }) => {
  const { token, enrollment: e, cart: stored } = await readForCart(db, query.enrollment_id);
  const date = cartDate(e.effective_date, query.effective_date);
  const cat = await catalogueAt(db, token);
  const cart = priceCartLines(cat, e, cartLinesOf(cat, stored), date);
  return {
    result: cart.lines.map((l) => {
      const option = cat.optionName(l.plan_pricing_id, lang)?.name;
      return option ? { ...toCartPlan(l), option_name: option } : toCartPlan(l);
    }),
    initial_month_cost: dollars(cart.initial_cents),
    recurring_month_cost: dollars(cart.recurring_cents),
    effective_date: date,
    tier: e.filter_info.tier,
  };
};
