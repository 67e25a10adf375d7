import type { Queryable } from '../../db';

/** Whether the catalogue shows this plan to shoppers: only listed plans' documents are public. */
export async function listedPlan(db: Queryable, planId: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM plans WHERE plan_id = $1 AND listed', [planId]);
  return !!row;
}
