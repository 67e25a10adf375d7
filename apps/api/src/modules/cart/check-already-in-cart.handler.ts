import type { Handler } from '../../kernel/handler';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { isInCart } from '../../kernel/cart/cart.repository';

/** True when this pricing option of the plan is already in the cart (another option would replace it). */
export const checkAlreadyInCart: Handler<'check-already-in-cart'> = async ({ db, body }) => {
  await requireEnrollment(db, body.enrollment_id);
  await requirePlan(db, body.plan_id);
  return { result: await isInCart(db, body.enrollment_id, body.plan_id, body.plan_pricing_id) };
};
