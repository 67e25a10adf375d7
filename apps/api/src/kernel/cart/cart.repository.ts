import type { Queryable } from '../../db';

export type CartLine = {
  plan_id: number;
  category: string;
  kind: 'standard' | 'admin_fee' | 'membership';
  /** The plan has health questions (underwritten). */
  underwritten: boolean;
  plan_pricing_id: number;
  plan_name: string;
  plan_logo: string;
  /** Monthly (recurring) amount when the line was added or at checkout (carts are priced at read time). */
  price_cents: number;
  /** One-time amount (the wellness membership), first month only. */
  one_time_cents: number;
  removable: 0 | 1;
};

export async function cartLines(db: Queryable, enrollmentId: string): Promise<CartLine[]> {
  return db.query<CartLine>(
    `SELECT c.plan_id, p.category, p.kind,
       EXISTS (SELECT 1 FROM plan_questions q WHERE q.plan_id = p.plan_id) AS underwritten,
       c.plan_pricing_id, p.name AS plan_name, p.logo AS plan_logo, c.price_cents, c.one_time_cents,
       c.removable::int AS removable
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

export async function isInCart(db: Queryable, enrollmentId: string, planId: number, ppid: number) {
  const [row] = await db.query(
    'SELECT 1 FROM cart_items WHERE enrollment_id = $1 AND plan_id = $2 AND plan_pricing_id = $3',
    [enrollmentId, planId, ppid],
  );
  return Boolean(row);
}

/**
 * One line per plan: adding a plan again never duplicates it; another option of the same plan
 * replaces the earlier one (price and option updated, its place in the cart kept).
 */
export async function upsertCartLine(
  db: Queryable,
  enrollmentId: string,
  l: { pid: number; ppid: number; monthly_cents: number; one_time_cents: number },
  removable: 0 | 1,
): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents, one_time_cents, removable)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (enrollment_id, plan_id) DO UPDATE SET plan_pricing_id = EXCLUDED.plan_pricing_id,
       price_cents = EXCLUDED.price_cents, one_time_cents = EXCLUDED.one_time_cents, removable = EXCLUDED.removable`,
    [enrollmentId, l.pid, l.ppid, l.monthly_cents, l.one_time_cents, removable],
  );
}

/** Removes lines by plan; answers how many went. */
export async function deleteCartLines(
  db: Queryable,
  enrollmentId: string,
  planIds: number[],
): Promise<number> {
  const rows = await db.query(
    'DELETE FROM cart_items WHERE enrollment_id = $1 AND plan_id = ANY($2::int[]) RETURNING plan_id',
    [enrollmentId, planIds],
  );
  return rows.length;
}

/** Stores the amounts priced at checkout, so the stored prices follow the fixed effective date. */
export async function storeCartPrices(
  db: Queryable,
  enrollmentId: string,
  lines: { plan_id: number; monthly_cents: number; one_time_cents: number }[],
): Promise<void> {
  if (!lines.length) return;
  await db.query(
    `UPDATE cart_items c SET price_cents = x.monthly_cents, one_time_cents = x.one_time_cents
     FROM jsonb_to_recordset($2::jsonb) AS x(plan_id int, monthly_cents int, one_time_cents int)
     WHERE c.enrollment_id = $1 AND c.plan_id = x.plan_id`,
    [enrollmentId, JSON.stringify(lines)],
  );
}
