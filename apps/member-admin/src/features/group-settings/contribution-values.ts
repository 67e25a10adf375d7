import type { ContributionVersion, SaveContributionRuleBody } from '@bs/contract';
import { centsOf, dollarsOf, percentOf } from './money-input';
import { todayIso } from './use-group-settings';

export const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
type Tiers = Record<(typeof TIERS)[number], string>;

/** The contribution form's boxes, as typed (dollars, percent, the plan as its id). */
export type ContributionValues = {
  /** A whole plan category, or one plan of it (which then wins over the category's rule). */
  scope: 'category' | 'plan';
  category: string;
  plan_id: string;
  effective_from: string;
  kind: string;
  percent: string;
  cap_cents: string;
  monthly_cents: string;
  tier_cents: Tiers;
};

export const isPercent = (kind: string) => kind === 'percent_employee_only' || kind === 'percent_tier';

/**
 * The form's boxes as the call's body (cents, numbers): exactly one of the category or the plan,
 * as the scope says; what the kind does not use is null.
 */
export function bodyOf(v: ContributionValues, groupId: number): SaveContributionRuleBody {
  const kind = v.kind as SaveContributionRuleBody['kind'];
  const forPlan = v.scope === 'plan';
  return {
    group_id: groupId,
    category: forPlan ? undefined : ((v.category || undefined) as SaveContributionRuleBody['category']),
    plan_id: forPlan && v.plan_id ? Number(v.plan_id) : undefined,
    effective_from: v.effective_from,
    kind,
    percent: isPercent(v.kind) ? percentOf(v.percent) : null,
    cap_cents: isPercent(v.kind) ? centsOf(v.cap_cents) : null,
    monthly_cents: v.kind === 'flat' ? centsOf(v.monthly_cents) : null,
    tier_cents:
      v.kind === 'per_tier'
        ? Object.fromEntries(TIERS.map((tier) => [tier, centsOf(v.tier_cents[tier])]))
        : null,
  };
}

export function defaultsOf(rule: ContributionVersion | null): ContributionValues {
  const today = todayIso();
  return {
    scope: rule?.plan_id != null ? 'plan' : 'category',
    category: rule?.category ?? rule?.plan_category ?? 'dental',
    plan_id: rule?.plan_id != null ? String(rule.plan_id) : '',
    // A version cannot start before today; editing an older one starts the new version today.
    effective_from: rule && rule.effective_from > today ? rule.effective_from : today,
    kind: rule?.kind ?? '',
    percent: rule?.percent == null ? '' : String(rule.percent),
    cap_cents: dollarsOf(rule?.cap_cents),
    monthly_cents: dollarsOf(rule?.monthly_cents),
    tier_cents: Object.fromEntries(TIERS.map((tier) => [tier, dollarsOf(rule?.tier_cents?.[tier])])) as Tiers,
  };
}
