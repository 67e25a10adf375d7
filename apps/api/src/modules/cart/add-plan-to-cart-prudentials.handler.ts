import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { addPlanToCart } from './add-to-cart.service';

/**
 * Adds a plan and its 3% administrative-fee line in one transaction (both or neither). Either pair
 * may be the fee plan; the other must be the plan that fee belongs to.
 */
export const addPlanToCartPrudentials: Handler<'add-plan-to-cart-prudentials'> = async ({ db, body }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    const first = await requirePlan(tx, body.plan_id1, 'plan_id1');
    const second = await requirePlan(tx, body.plan_id, 'plan_id');
    const [plan, ppid, fee, feePpid, feeField] =
      first.kind === 'admin_fee'
        ? [second, body.plan_pricing_id, first, body.plan_pricing_id1, 'plan_id1']
        : [first, body.plan_pricing_id1, second, body.plan_pricing_id, 'plan_id'];
    if (fee.kind !== 'admin_fee' || fee.fee_for_plan_id !== plan.plan_id)
      throw invalid(feeField, 'This is not the administrative fee of the chosen plan.');
    return addPlanToCart(tx, e, plan, ppid, { feePpid });
  });
