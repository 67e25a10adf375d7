import type { Handler } from '../../kernel/handler';
import { heldPlans } from '../../kernel/cart/held-plans.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

export const getHeldPlans: Handler<'get-held-plans'> = async ({ db, query }) => {
  const held = await heldPlans(db, await requireEnrollment(db, query.enrollment_id));
  return { plans: [...held].map(([plan_id, state]) => ({ plan_id, held: state })) };
};
