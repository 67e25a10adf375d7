import type { Handler } from '../../kernel/handler';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { addPlanToCart } from './add-to-cart.service';

/** Adds a plan (and its administrative fee, if it has one); the enrollment row is locked meanwhile. */
export const addPlanToCartHandler: Handler<'add-plan-to-cart'> = async ({ db, body }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    const plan = await requirePlan(tx, body.plan_id);
    return addPlanToCart(tx, e, plan, body.plan_pricing_id);
  });
