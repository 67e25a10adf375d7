import type { Queryable } from '../../db/types';
import { factsOf } from './facts';
import type { PlanSeed } from './types';

/**
 * The carrier of every demo plan (migration 0021): the one its compare facts name, else (plans
 * without facts, such as fee and replacement plans) the carrier of the first plan of its category
 * that names one, so every plan has a carrier an 834 can be built for.
 */
export function carrierNames(plans: PlanSeed[]): Map<number, string> {
  const byCategory = new Map<string, string>();
  for (const p of plans) {
    const name = factsOf(p.plan_id)?.carrier;
    if (name && !byCategory.has(p.category)) byCategory.set(p.category, name);
  }
  const out = new Map<number, string>();
  for (const p of plans) {
    const name = factsOf(p.plan_id)?.carrier ?? byCategory.get(p.category);
    if (!name) throw new Error(`Plan ${p.plan_id}: no carrier (no facts and none in its category)`);
    out.set(p.plan_id, name);
  }
  return out;
}

/** Upserts the carriers by name and points each plan at its own (idempotent). */
export async function seedCarriers(tx: Queryable, plans: PlanSeed[]): Promise<void> {
  const rows = [...carrierNames(plans)].map(([plan_id, carrier]) => ({ plan_id, carrier }));
  await tx.query(
    `INSERT INTO carriers (name) SELECT DISTINCT carrier FROM jsonb_to_recordset($1::jsonb) AS x(plan_id int, carrier text)
     ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `UPDATE plans p SET carrier_id = c.carrier_id
       FROM jsonb_to_recordset($1::jsonb) AS x(plan_id int, carrier text) JOIN carriers c ON c.name = x.carrier
      WHERE p.plan_id = x.plan_id`,
    [JSON.stringify(rows)],
  );
}
