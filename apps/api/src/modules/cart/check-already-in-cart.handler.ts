import type { Handler } from '../../http/handler';
import { requirePlan } from '../catalogue/catalogue.repository';
import { requireEnrollment } from '../filters/enrollment.repository';
import { isInCart } from '../plans/cart.repository';

/** True when this pricing option of the plan is already in the cart (another option would replace it). */
export const checkAlreadyInCart: Handler<'check-already-in-cart'> = async ({ db, body }) => {
  await requireEnrollment(db, body.enrollment_id);
  await requirePlan(db, body.plan_id);
  return { result: await isInCart(db, body.enrollment_id, body.plan_id, body.plan_pricing_id) };
};
