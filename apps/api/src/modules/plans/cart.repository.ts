import type { Queryable } from '../../db';

export type CartLine = {
  plan_id: number;
  plan_pricing_id: number;
  plan_name: string;
  plan_logo: string;
  price_cents: number;
  removable: 0 | 1;
};

export async function cartLines(db: Queryable, enrollmentId: string): Promise<CartLine[]> {
  return db.query<CartLine>(
    `SELECT c.plan_id, c.plan_pricing_id, p.name AS plan_name, p.logo AS plan_logo, c.price_cents, c.removable::int AS removable
     FROM cart_items c JOIN plans p USING (plan_id) WHERE c.enrollment_id = $1 ORDER BY c.added_at, c.plan_id`,
    [enrollmentId],
  );
}

export async function cartCount(db: Queryable, enrollmentId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cart_items WHERE enrollment_id = $1',
    [enrollmentId],
  );
  return row?.n ?? 0;
}
