import type { Queryable } from '../../db';
import type { EnrollmentRow } from '../enrollment/enrollment.repository';

export type Held = 'in_cart' | 'active';

/**
 * The plans an enrollment already holds: its cart lines, and the plans ACTIVE for its member (the
 * same member add-to-cart refuses an active plan for). Active wins over in-cart: the shop then says
 * the plan cannot be added again rather than that it waits in the cart.
 */
export async function heldPlans(db: Queryable, e: EnrollmentRow): Promise<Map<number, Held>> {
  const held = new Map<number, Held>();
  const cart = await db.query<{ plan_id: number }>(
    'SELECT DISTINCT plan_id FROM cart_items WHERE enrollment_id = $1 AND removable = 1',
    [e.enrollment_id],
  );
  for (const { plan_id } of cart) held.set(plan_id, 'in_cart');
  const userId = e.filter_info.user_id ?? e.user_id;
  if (userId) {
    const active = await db.query<{ plan_id: number }>(
      `SELECT DISTINCT plan_id FROM member_plans WHERE user_id = $1 AND status = 'ACTIVE'`,
      [userId],
    );
    for (const { plan_id } of active) held.set(plan_id, 'active');
  }
  return held;
}
