import type { Tier } from '@bs/contract';
import type { Queryable } from '../../db';
import type { Contribution } from './contribution';
import type { ContributionRule } from './contribution-rule';
import { planYearEnd } from './iso-day';
import type { PaySchedule } from './pay-frequency';

/**
 * A group's payroll terms as stored (migration 0029): pay schedules per plan year, contribution
 * versions, deduction codes and the pre-tax choice per category. The shop's per-paycheck prices
 * and the payroll deduction file both read them from here.
 */

export type StoredRule = ContributionRule & { ruleId: number; createdBy: string; createdAt: string };

type ScheduleRow = {
  plan_year_start: string;
  frequency: string;
  first_pay_date: string | null;
  pay_dates: string[] | null;
};

const toSchedule = (r: ScheduleRow): PaySchedule =>
  r.frequency === 'calendar'
    ? { kind: 'calendar', planYearStart: r.plan_year_start, payDates: r.pay_dates ?? [] }
    : {
        kind: 'frequency',
        frequency: r.frequency as 'weekly',
        firstPayDate: r.first_pay_date!,
        planYearStart: r.plan_year_start,
      };

/** Sets a group's schedule for a plan year (a calendar replaces its dates in the same transaction). */
export async function saveSchedule(
  tx: Queryable,
  groupId: number,
  s: PaySchedule,
  by: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO pay_schedules (group_id, plan_year_start, frequency, first_pay_date, updated_by) VALUES ($1,$2,$3,$4,$5)
     ON CONFLICT (group_id, plan_year_start) DO UPDATE SET frequency=EXCLUDED.frequency,
       first_pay_date=EXCLUDED.first_pay_date, updated_by=EXCLUDED.updated_by, updated_at=now()`,
    [
      groupId,
      s.planYearStart,
      s.kind === 'calendar' ? 'calendar' : s.frequency,
      s.kind === 'calendar' ? null : s.firstPayDate,
      by,
    ],
  );
  await tx.query('DELETE FROM pay_calendar_dates WHERE group_id = $1 AND plan_year_start = $2', [
    groupId,
    s.planYearStart,
  ]);
  if (s.kind === 'calendar')
    await tx.query(
      `INSERT INTO pay_calendar_dates (group_id, plan_year_start, pay_date)
       SELECT $1, $2, d FROM unnest($3::date[]) AS d ON CONFLICT DO NOTHING`,
      [groupId, s.planYearStart, [...s.payDates]],
    );
}

const SCHEDULES_SQL = `SELECT s.plan_year_start::text AS plan_year_start, s.frequency, s.first_pay_date::text AS first_pay_date,
    (SELECT array_agg(c.pay_date::text ORDER BY c.pay_date) FROM pay_calendar_dates c
      WHERE c.group_id = s.group_id AND c.plan_year_start = s.plan_year_start) AS pay_dates
  FROM pay_schedules s WHERE s.group_id = $1 ORDER BY s.plan_year_start`;

/** Every plan year's schedule of a group, oldest first. */
export async function schedulesOf(q: Queryable, groupId: number): Promise<PaySchedule[]> {
  return (await q.query<ScheduleRow>(SCHEDULES_SQL, [groupId])).map(toSchedule);
}

/** The schedule of the plan year holding `day` (the latest plan year started on or before it). */
export async function scheduleOn(
  q: Queryable,
  groupId: number,
  day: string,
): Promise<PaySchedule | undefined> {
  const s = (await schedulesOf(q, groupId)).filter((x) => x.planYearStart <= day).at(-1);
  return s && day <= planYearEnd(s.planYearStart) ? s : undefined;
}

type RuleRow = {
  rule_id: string;
  group_id: number;
  category: string | null;
  plan_id: number | null;
  effective_from: string;
  kind: Contribution['kind'];
  percent_bp: number | null;
  cap_cents: number | null;
  monthly_cents: number | null;
  tier_cents: Partial<Record<Tier, number>> | null;
  created_by: string;
  created_at: string;
};

function contributionOf(r: RuleRow): Contribution {
  switch (r.kind) {
    case 'none':
      return { kind: 'none' };
    case 'flat':
      return { kind: 'flat', monthlyCents: r.monthly_cents! };
    case 'per_tier':
      return { kind: 'per_tier', tierCents: r.tier_cents ?? {} };
    default:
      return { kind: r.kind, percentBp: r.percent_bp!, capCents: r.cap_cents };
  }
}

/** Stores one version of a rule (replacing the same scope's version of the same day). */
export async function saveContributionRule(
  tx: Queryable,
  rule: ContributionRule,
  by: string,
): Promise<number> {
  const c = rule.contribution;
  const [row] = await tx.query<{ rule_id: string }>(
    `INSERT INTO contribution_rules (group_id, category, plan_id, effective_from, kind, percent_bp, cap_cents, monthly_cents, tier_cents, created_by)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9::jsonb,$10)
     ON CONFLICT (group_id, coalesce(category, ''), coalesce(plan_id, 0), effective_from) DO UPDATE SET kind=EXCLUDED.kind,
       percent_bp=EXCLUDED.percent_bp, cap_cents=EXCLUDED.cap_cents, monthly_cents=EXCLUDED.monthly_cents,
       tier_cents=EXCLUDED.tier_cents, created_by=EXCLUDED.created_by, created_at=now()
     RETURNING rule_id`,
    [
      rule.groupId,
      rule.category,
      rule.planId,
      rule.effectiveFrom,
      c.kind,
      'percentBp' in c ? c.percentBp : null,
      'capCents' in c ? c.capCents : null,
      c.kind === 'flat' ? c.monthlyCents : null,
      c.kind === 'per_tier' ? JSON.stringify(c.tierCents) : null,
      by,
    ],
  );
  return Number(row!.rule_id);
}

/** Every version of a group's rules, by scope and date. */
export async function contributionRulesOf(q: Queryable, groupId: number): Promise<StoredRule[]> {
  const rows = await q.query<RuleRow>(
    `SELECT rule_id, group_id, category, plan_id, effective_from::text AS effective_from, kind, percent_bp, cap_cents,
       monthly_cents, tier_cents, created_by, created_at::text AS created_at
     FROM contribution_rules WHERE group_id = $1 ORDER BY category NULLS LAST, plan_id, effective_from`,
    [groupId],
  );
  return rows.map((r) => ({
    ruleId: Number(r.rule_id),
    groupId: r.group_id,
    category: r.category,
    planId: r.plan_id,
    effectiveFrom: r.effective_from,
    contribution: contributionOf(r),
    createdBy: r.created_by,
    createdAt: r.created_at,
  }));
}

export type DeductionCode = { planId: number; tier: Tier | 'ALL'; code: string };

export async function saveDeductionCode(tx: Queryable, groupId: number, d: DeductionCode, by: string) {
  await tx.query(
    `INSERT INTO deduction_codes (group_id, plan_id, tier, code, updated_by) VALUES ($1,$2,$3,$4,$5)
     ON CONFLICT (group_id, plan_id, tier) DO UPDATE SET code=EXCLUDED.code, updated_by=EXCLUDED.updated_by, updated_at=now()`,
    [groupId, d.planId, d.tier, d.code, by],
  );
}

/** Removes a plan and tier's own code: the file falls back to the category's (DEN-PRE). */
export async function deleteDeductionCode(tx: Queryable, groupId: number, planId: number, tier: string) {
  await tx.query('DELETE FROM deduction_codes WHERE group_id = $1 AND plan_id = $2 AND tier = $3', [
    groupId,
    planId,
    tier,
  ]);
}

export const deductionCodesOf = async (q: Queryable, groupId: number): Promise<DeductionCode[]> =>
  (
    await q.query<{ plan_id: number; tier: Tier | 'ALL'; code: string }>(
      'SELECT plan_id, tier, code FROM deduction_codes WHERE group_id = $1 ORDER BY plan_id, tier',
      [groupId],
    )
  ).map((r) => ({ planId: r.plan_id, tier: r.tier, code: r.code }));

export async function saveTaxTreatment(
  tx: Queryable,
  groupId: number,
  category: string,
  preTax: boolean,
  by: string,
) {
  await tx.query(
    `INSERT INTO tax_treatments (group_id, category, pre_tax, updated_by) VALUES ($1,$2,$3,$4)
     ON CONFLICT (group_id, category) DO UPDATE SET pre_tax=EXCLUDED.pre_tax, updated_by=EXCLUDED.updated_by, updated_at=now()`,
    [groupId, category, preTax, by],
  );
}

/** A category's stored choice: true pre-tax, false after tax, null never set (after tax). */
export async function taxTreatmentOf(
  q: Queryable,
  groupId: number,
  category: string,
): Promise<boolean | null> {
  const [row] = await q.query<{ pre_tax: boolean }>(
    'SELECT pre_tax FROM tax_treatments WHERE group_id = $1 AND category = $2',
    [groupId, category],
  );
  return row ? row.pre_tax : null;
}

/** Categories a group deducts before tax (any other is after tax). */
export const preTaxCategoriesOf = async (q: Queryable, groupId: number): Promise<Set<string>> =>
  new Set(
    (
      await q.query<{ category: string }>(
        'SELECT category FROM tax_treatments WHERE group_id = $1 AND pre_tax ORDER BY category',
        [groupId],
      )
    ).map((r) => r.category),
  );

/** Everything the money model needs about one group, read once. */
export type PayTerms = {
  groupId: number;
  schedules: PaySchedule[];
  rules: StoredRule[];
  codes: DeductionCode[];
  preTax: Set<string>;
};

export async function payTermsOf(q: Queryable, groupId: number): Promise<PayTerms> {
  // One after another: inside a transaction `q` is one connection, which runs one query at a time.
  const schedules = await schedulesOf(q, groupId);
  const rules = await contributionRulesOf(q, groupId);
  const codes = await deductionCodesOf(q, groupId);
  const preTax = await preTaxCategoriesOf(q, groupId);
  return { groupId, schedules, rules, codes, preTax };
}

/** The payroll code of a plan and tier: the group's own, else CAT-PRE / CAT-POST from the category. */
export function deductionCodeFor(t: PayTerms, planId: number, tier: string, category: string): string {
  const own =
    t.codes.find((c) => c.planId === planId && c.tier === tier) ??
    t.codes.find((c) => c.planId === planId && c.tier === 'ALL');
  if (own) return own.code;
  const cat =
    category
      .replace(/[^a-z]/gi, '')
      .slice(0, 3)
      .toUpperCase() || 'BEN';
  return `${cat}-${t.preTax.has(category) ? 'PRE' : 'POST'}`;
}
