import { categoryKey, type CategoryKey, type ListingPlan, type PlanDesc } from '@bs/contract';
import { isDbInt, type Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { findDefaultTenant, menuOf } from '../branding/branding.repository';
import type { EnrollmentRow } from '../filters/enrollment.repository';
import type { OptionDef, PlanRules } from '../pricing/types';

export type PlanRow = {
  plan_id: number;
  name: string;
  category: CategoryKey;
  logo: string;
  short_text: string;
  listed: boolean;
  kind: 'standard' | 'admin_fee' | 'membership';
  plan_desc: PlanDesc;
  rules: PlanRules;
  fee_for_plan_id: number | null;
  fee_percent: number | null;
  replaced_by: number | null;
  questions_version: number;
  question_count: number;
};

const PLAN_COLUMNS = `p.plan_id, p.name, p.category, p.logo, p.short_text, p.listed, p.kind, p.plan_desc, p.rules,
  p.fee_for_plan_id, p.fee_percent::float8 AS fee_percent, p.replaced_by, p.questions_version,
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
 */
export async function storeCategories(db: Queryable, e: EnrollmentRow): Promise<CategoryKey[]> {
  const byOpenType = { group: 'group', agent: 'agent', user: 'public' } as const;
  const byEprocess = { group: 'group', rep: 'agent', applicant: 'public' } as const;
  const store =
    byOpenType[e.open_type as keyof typeof byOpenType] ??
    byEprocess[e.eprocess as keyof typeof byEprocess] ??
    'public';
  if (store === 'group') return menuOf(db, 'group', e.group_id);
  if (store === 'agent') return menuOf(db, 'agent', e.agent_id);
  const menu = ((await findDefaultTenant(db))?.config as { menu?: unknown[] } | undefined)?.menu;
  const valid = (menu ?? []).filter((c): c is CategoryKey => categoryKey.safeParse(c).success);
  return valid.length ? valid : [...categoryKey.options];
}

/** Listed plans of the given categories, in the order of the categories, then featured first. */
export async function listedPlans(db: Queryable, categories: CategoryKey[]): Promise<ListingPlan[]> {
  if (!categories.length) return [];
  return db.query<ListingPlan>(
    `SELECT plan_id, name AS plan_name, logo AS plan_logo, short_text AS plan_short_text, category AS plan_category
     FROM plans WHERE listed AND kind <> 'admin_fee' AND category = ANY($1::text[])
     ORDER BY array_position($1::text[], category), featured_rank NULLS LAST, plan_id`,
    [categories],
  );
}
