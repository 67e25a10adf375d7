import type { Handler } from '../../http/handler';
import { cartDate } from '../cart/effective-dates';
import { requireEnrollment } from '../filters/enrollment.repository';
import { dollars, priceCart, toCartPlan } from './cart-pricing.service';

/**
 * Cart lines priced now for the effective date (query, else the stored date while still offered,
 * else the first offered date), with first-month and recurring totals summed in cents.
 */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const cart = await priceCart(db, e, cartDate(e.effective_date, query.effective_date));
  return {
    result: cart.lines.map(toCartPlan),
    initial_month_cost: dollars(cart.initial_cents),
    recurring_month_cost: dollars(cart.recurring_cents),
  };
};
