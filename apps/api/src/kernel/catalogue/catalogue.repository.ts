import { FACTS_WITH_CARRIER } from './facts-sql';
import { categoryKey, type CategoryKey } from '@bs/contract';
import { isDbInt, type Queryable } from '../../db';
import { notFound } from '../../http/errors';
import type { OptionDef, PlanRow } from './plan-types';
import { ownerIn } from './catalogue-cache';
import type { CatalogueSnapshot } from './catalogue-snapshot';

const PLAN_COLUMNS = `p.plan_id, p.name, p.category, p.logo, p.short_text, p.listed, p.kind, p.plan_desc, p.rules,
  p.fee_for_plan_id, p.fee_percent::float8 AS fee_percent, p.replaced_by, p.questions_version, ${FACTS_WITH_CARRIER}, p.texts_i18n,
  (SELECT count(*)::int FROM plan_questions q WHERE q.plan_id = p.plan_id) AS question_count`;

export async function findPlan(db: Queryable, planId: number): Promise<PlanRow | undefined> {
  if (!isDbInt(planId)) return undefined;
  const [row] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.plan_id = $1`, [planId]);
  return row;
}

export async function requirePlan(db: Queryable, planId: number, field = 'plan_id'): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound(field, 'This plan was not found.');
  return plan;
}

/** The administrative-fee plan paired with a plan (the spec's "prudential" pair), if any. */
export async function feePlanOf(db: Queryable, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.kind = 'admin_fee' AND p.fee_for_plan_id = $1 ORDER BY p.plan_id LIMIT 1`,
    [planId],
  );
  return row;
}

export async function membershipPlan(db: Queryable): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.kind = 'membership' AND p.listed ORDER BY p.plan_id LIMIT 1`,
  );
  return row;
}

export async function optionsOf(db: Queryable, planId: number): Promise<OptionDef[]> {
  return db.query<OptionDef>(
    `SELECT ppid, name, rates, flat_cents, one_time_cents, fee_of_ppid, age_max FROM plan_pricing
     WHERE plan_id = $1 ORDER BY position, ppid`,
    [planId],
  );
}

/**
 * Rule: the categories an enrollment's store offers. The store is the one the visitor came
 * through: open type group -> the group's menu, agent -> the agent's menu, user -> the public
 * (default tenant's) menu; without an open type the eprocess decides (group, rep, applicant).
 * The same menus feed get-agent-menu / get-group-menu, so the listing matches the header.
 * Read from the catalogue in memory (owners once per catalogue version); answers the snapshot to
 * use with the categories (a newer one when the catalogue changed meanwhile).
 */
export async function storeCategories(
  db: Queryable,
  cat: CatalogueSnapshot,
  e: { open_type: string | null; eprocess: string; group_id: number; agent_id: number },
): Promise<{ snapshot: CatalogueSnapshot; categories: CategoryKey[] }> {
  const byOpenType = { group: 'group', agent: 'agent', user: 'public' } as const;
  const byEprocess = { group: 'group', rep: 'agent', applicant: 'public' } as const;
  const store =
    byOpenType[e.open_type as keyof typeof byOpenType] ??
    byEprocess[e.eprocess as keyof typeof byEprocess] ??
    'public';
  if (store !== 'public') {
    const { snapshot, owner } = await ownerIn(db, cat, store, store === 'group' ? e.group_id : e.agent_id);
    return { snapshot, categories: owner.menu };
  }
  const valid = cat.defaultMenu.filter((c): c is CategoryKey => categoryKey.safeParse(c).success);
  return { snapshot: cat, categories: valid.length ? valid : [...categoryKey.options] };
}
