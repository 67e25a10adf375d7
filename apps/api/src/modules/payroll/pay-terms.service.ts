import type {
  ContributionVersion,
  PayScheduleView,
  PayTerms,
  SaveContributionRuleBody,
  SavePayScheduleBody,
} from '@bs/contract';
import type { Db, Queryable } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import type { Principal } from '../../kernel/access/principal';
import { validateContribution } from '../../kernel/pay/validate-contribution';
import { validateSchedule } from '../../kernel/pay/validate-schedule';
import {
  contributionRulesOf,
  payTermsOf,
  saveContributionRule,
  saveSchedule,
  schedulesOf,
} from '../../kernel/pay/pay-terms.repository';
import { payTermChangesOf, recordPayTermChange } from './pay-term-changes.repository';
import { codablePlansOf } from './payroll.repository';
import { nextPayDates, ruleView, scheduleView } from './pay-terms-view';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import { withPlanNames } from './rule-plans';

export const UNKNOWN_GROUP = 'This group was not found.';
export const today = () => new Date().toISOString().slice(0, 10);

/** 404 for a group id that names no group (the platform administrator's scope is every id). */
export async function requireGroup(q: Queryable, groupId: number): Promise<void> {
  const [g] = await q.query('SELECT 1 FROM groups WHERE group_id = $1', [groupId]);
  if (!g) throw notFound('group_id', UNKNOWN_GROUP);
}

/** Everything a group's pay-terms screen shows, read once. */
export async function readPayTerms(db: Queryable, groupId: number): Promise<PayTerms> {
  const t = await payTermsOf(db, groupId);
  const history = await payTermChangesOf(db, groupId);
  return {
    group_id: groupId,
    schedules: t.schedules.map(scheduleView),
    next_pay_dates: nextPayDates(t.schedules, today()),
    contribution_rules: await withPlanNames(db, t.rules.map(ruleView)),
    deduction_codes: t.codes.map((c) => ({ plan_id: c.planId, tier: c.tier, code: c.code })),
    pre_tax_categories: [...t.preTax],
    plans: await codablePlansOf(db, groupId),
    history,
  };
}

/** Sets one plan year's schedule and records it (before and after) in the group's history. */
export async function savePaySchedule(
  db: Db,
  body: SavePayScheduleBody,
  p: Principal,
): Promise<PayScheduleView> {
  const v = validateSchedule({
    frequency: body.frequency,
    planYearStart: body.plan_year_start,
    firstPayDate: body.first_pay_date,
  });
  if (!v.ok) throw new ApiError(422, v.errors);
  return replaceSchedule(db, body.group_id, v.schedule, p);
}

/**
 * Makes a validated schedule the plan year's and records it (before and after) in the group's
 * history, in one transaction. A frequency's dates follow from it and are left out of the record;
 * a calendar's dates are the change itself, so they are kept (with the file's name, `extra`).
 */
export async function replaceSchedule(
  db: Db,
  groupId: number,
  schedule: Parameters<typeof saveSchedule>[2],
  p: Principal,
  extra: Record<string, unknown> = {},
): Promise<PayScheduleView> {
  const terms = (s: PayScheduleView): Record<string, unknown> => {
    const { pay_dates, ...rest } = s;
    return s.frequency === 'calendar' ? { ...rest, pay_dates } : rest;
  };
  return db.transaction(async (tx) => {
    const before = (await schedulesOf(tx, groupId)).find((s) => s.planYearStart === schedule.planYearStart);
    await saveSchedule(tx, groupId, schedule, p.email);
    const after = scheduleView(schedule);
    await recordPayTermChange(tx, {
      groupId,
      accountId: p.account_id,
      who: p.email,
      piece: 'schedule',
      before: before ? terms(scheduleView(before)) : null,
      after: { ...terms(after), ...extra },
    });
    return after;
  });
}

// The validator names the form's amount fields; the wire names them in cents.
const WIRE_FIELD: Record<string, string> = { monthly_amount: 'monthly_cents', cap: 'cap_cents' };
const wireField = (f: string) =>
  WIRE_FIELD[f] ?? (f.startsWith('tier_amount_') ? `tier_cents.${f.slice(12)}` : f);

/** Stores one contribution version (or replaces the same scope's version of that day) and records it. */
export async function saveContributionVersion(
  db: Db,
  body: SaveContributionRuleBody,
  p: Principal,
): Promise<ContributionVersion> {
  const v = validateContribution(
    {
      groupId: body.group_id,
      category: body.category ?? null,
      planId: body.plan_id ?? null,
      effectiveFrom: body.effective_from,
      kind: body.kind,
      percent: body.percent ?? null,
      capCents: body.cap_cents ?? null,
      monthlyCents: body.monthly_cents ?? null,
      tierCents: body.tier_cents ?? null,
    },
    today(),
  );
  if (!v.ok)
    throw new ApiError(
      422,
      v.errors.map((e) => ({ ...e, target_element: wireField(e.target_element) })),
    );
  const rule = v.rule;
  if (rule.planId != null) {
    const [plan] = await db.query('SELECT 1 FROM plans WHERE plan_id = $1', [rule.planId]);
    if (!plan) throw new ApiError(422, [{ target_element: 'plan_id', error_message: M.unknownPlan }]);
  }
  const version = await db.transaction(async (tx) => {
    const sameScope = (r: { category: string | null; planId: number | null; effectiveFrom: string }) =>
      r.category === rule.category && r.planId === rule.planId && r.effectiveFrom === rule.effectiveFrom;
    const before = (await contributionRulesOf(tx, rule.groupId)).find(sameScope);
    await saveContributionRule(tx, rule, p.email);
    const saved = (await contributionRulesOf(tx, rule.groupId)).find(sameScope)!;
    const terms = (r: ContributionVersion) => {
      const { rule_id: _i, created_by: _b, created_at: _a, ...rest } = r;
      return rest;
    };
    await recordPayTermChange(tx, {
      groupId: rule.groupId,
      accountId: p.account_id,
      who: p.email,
      piece: 'contribution',
      before: before ? terms(ruleView(before)) : null,
      after: terms(ruleView(saved)),
    });
    return ruleView(saved);
  });
  return (await withPlanNames(db, [version]))[0]!;
}
