import type { Handler } from '../../http/handler';
import { requirePlan } from '../catalogue/catalogue.repository';
import { requireEnrollment } from '../filters/enrollment.repository';
import { addPlanToCart } from './add-to-cart.service';

/** Adds a plan (and its administrative fee, if it has one); the enrollment row is locked meanwhile. */
export const addPlanToCartHandler: Handler<'add-plan-to-cart'> = async ({ db, body }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    const plan = await requirePlan(tx, body.plan_id);
    return addPlanToCart(tx, e, plan, body.plan_pricing_id);
  });
