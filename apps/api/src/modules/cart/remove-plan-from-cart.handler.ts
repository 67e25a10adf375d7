import type { Handler } from '../../kernel/handler';
import { fieldError, invalid, notFound } from '../../http/errors';
import { feePlanOf } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { cartLines, deleteCartLines } from '../../kernel/cart/cart.repository';

/**
 * Removes a cart line. Rules: the plan and option must be in the cart (404 on plan_id otherwise);
 * fixed lines (removable 0, e.g. an administrative fee) are refused (422 on plan_id); a plan that
 * carries an administrative fee takes its fee line with it.
 */
export const removePlanFromCart: Handler<'remove-plan-from-cart'> = async ({ db, query }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, query.enrollment_id, true);
    const line = (await cartLines(tx, e.enrollment_id)).find((l) => l.plan_id === query.plan_id);
    if (!line) throw notFound('plan_id', 'This plan is not in your cart.');
    if (line.plan_pricing_id !== query.plan_pricing_id)
      throw fieldError(404, 'plan_pricing_id', 'This option of the plan is not in your cart.');
    if (line.removable === 0)
      throw invalid(
        'plan_id',
        `${line.plan_name} cannot be removed on its own; it is removed together with its plan.`,
      );
    const fee = await feePlanOf(tx, line.plan_id);
    await deleteCartLines(tx, e.enrollment_id, fee ? [line.plan_id, fee.plan_id] : [line.plan_id]);
    return { status: true };
  });
