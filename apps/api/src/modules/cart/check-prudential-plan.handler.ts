import type { Handler } from '../../kernel/handler';
import { feePlanOf, requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

/** True when the plan carries the 3% administrative fee (add it with add-plan-to-cart-prudentials). */
export const checkPrudentialPlan: Handler<'check-prudential-plan'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  const plan = await requirePlan(db, query.plan_id);
  return { status: plan.kind === 'admin_fee' || Boolean(await feePlanOf(db, plan.plan_id)) };
};
