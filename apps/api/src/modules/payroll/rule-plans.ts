import type { ContributionVersion } from '@bs/contract';
import type { Queryable } from '../../db';

/**
 * Plan rules with their plan's name and category (one query for all of them), so the settings
 * page names "BrightSmile Dental" rather than a number and edits the rule under its category. Not
 * part of the rule itself: the change history keeps the rule's terms only.
 */
export async function withPlanNames(
  q: Queryable,
  rules: ContributionVersion[],
): Promise<ContributionVersion[]> {
  const ids = [...new Set(rules.flatMap((r) => (r.plan_id == null ? [] : [r.plan_id])))];
  if (!ids.length) return rules;
  const plans = new Map(
    (
      await q.query<{ plan_id: number; name: string; category: string }>(
        'SELECT plan_id, name, category FROM plans WHERE plan_id = ANY($1::int[])',
        [ids],
      )
    ).map((p) => [Number(p.plan_id), p]),
  );
  return rules.map((r) => {
    const plan = r.plan_id == null ? undefined : plans.get(r.plan_id);
    return plan ? { ...r, plan_name: plan.name, plan_category: plan.category } : r;
  });
}
