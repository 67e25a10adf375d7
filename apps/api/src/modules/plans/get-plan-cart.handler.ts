import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { cartLines } from './cart.repository';

/**
 * Cart lines with first-month and recurring totals, summed in cents (no float drift). A line's
 * price is what it costs in the first month (premium + one-time fee); the first month costs every
 * premium and one-time fee (the wellness membership), the recurring cost only the premiums.
 */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  const lines = await cartLines(db, query.enrollment_id);
  const recurring = lines.reduce((sum, l) => sum + l.price_cents, 0);
  const oneTime = lines.reduce((sum, l) => sum + l.one_time_cents, 0);
  return {
    result: lines.map(({ price_cents, one_time_cents, ...l }) => ({
      ...l,
      price: (price_cents + one_time_cents) / 100,
    })),
    initial_month_cost: (recurring + oneTime) / 100,
    recurring_month_cost: recurring / 100,
  };
};
