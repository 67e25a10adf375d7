import type { PlanIdCardSetting } from '@bs/contract';
import type { Queryable } from '../../db';

const SELECT = `SELECT p.plan_id, p.name, p.category, p.listed, p.carrier_id, coalesce(c.name, '') AS carrier_name,
    coalesce(c.member_phone, '') AS carrier_phone, p.id_card
  FROM plans p LEFT JOIN carriers c ON c.carrier_id = p.carrier_id`;

/** Every plan of the catalogue, listed or not, by category and name, with its card setting. */
export const idCardSettings = (db: Queryable) =>
  db.query<PlanIdCardSetting>(`${SELECT} ORDER BY p.category, p.name, p.plan_id`);

export async function idCardSetting(db: Queryable, planId: number): Promise<PlanIdCardSetting | null> {
  const [row] = await db.query<PlanIdCardSetting>(`${SELECT} WHERE p.plan_id = $1`, [planId]);
  return row ?? null;
}

/** Sets the plan's card and its carrier's phone (every plan of that carrier prints it). */
export async function saveIdCardSetting(
  db: Queryable,
  plan: { planId: number; carrierId: number | null; idCard: boolean; phone: string },
): Promise<void> {
  await db.query('UPDATE plans SET id_card = $2 WHERE plan_id = $1', [plan.planId, plan.idCard]);
  if (plan.carrierId !== null)
    await db.query('UPDATE carriers SET member_phone = $2 WHERE carrier_id = $1', [
      plan.carrierId,
      plan.phone,
    ]);
}
