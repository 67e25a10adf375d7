import type { Contribution } from './contribution';

/**
 * One version of a group's contribution towards a plan category or one plan, in force from
 * `effectiveFrom` until the next version of the same scope. A plan's own rule wins over its
 * category's (ADR 0033).
 */
export type ContributionRule = {
  groupId: number;
  category: string | null;
  planId: number | null;
  effectiveFrom: string;
  contribution: Contribution;
};

const latestOn = (rules: readonly ContributionRule[], date: string) =>
  rules
    .filter((r) => r.effectiveFrom <= date)
    .reduce<ContributionRule | undefined>(
      (a, r) => (!a || r.effectiveFrom > a.effectiveFrom ? r : a),
      undefined,
    );

/**
 * The rule in force on `date` for a plan of `category` in `groupId`: the plan's latest version
 * from on or before the date, else the category's; undefined means no contribution.
 */
export function ruleInForce(
  rules: readonly ContributionRule[],
  groupId: number,
  planId: number,
  category: string,
  date: string,
): ContributionRule | undefined {
  const ofGroup = rules.filter((r) => r.groupId === groupId);
  return (
    latestOn(
      ofGroup.filter((r) => r.planId === planId),
      date,
    ) ??
    latestOn(
      ofGroup.filter((r) => r.planId == null && r.category === category),
      date,
    )
  );
}

/** The contribution in force (none when no rule is). */
export const contributionOn = (...args: Parameters<typeof ruleInForce>): Contribution =>
  ruleInForce(...args)?.contribution ?? { kind: 'none' };
