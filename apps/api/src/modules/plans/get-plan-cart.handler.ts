import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { cartLines } from './cart.repository';

/** Cart lines with first-month and recurring totals (cents summed, then converted: no float drift). */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  const lines = await cartLines(db, query.enrollment_id);
  const totalCents = lines.reduce((sum, l) => sum + l.price_cents, 0);
  return {
    result: lines.map(({ price_cents, ...l }) => ({ ...l, price: price_cents / 100 })),
    initial_month_cost: totalCents / 100,
    recurring_month_cost: totalCents / 100,
  };
};
