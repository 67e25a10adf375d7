import type { Queryable } from '../../db';
import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

/** True when a cart line is an administrative-fee line: quotes then show the 3% fee notice. */
export async function cartHasAdminFee(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM cart_items c JOIN plans p USING (plan_id) WHERE c.enrollment_id = $1 AND p.kind = 'admin_fee' LIMIT 1`,
    [id],
  );
  return Boolean(row);
}

export const checkPrudentialCart: Handler<'check-prudential-cart'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { status: await cartHasAdminFee(db, query.enrollment_id) };
};
