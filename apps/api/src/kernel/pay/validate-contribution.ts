import type { FieldError, Tier } from '@bs/contract';
import { CONTRIBUTION_KINDS, type Contribution, type ContributionKind } from './contribution';
import type { ContributionRule } from './contribution-rule';
import { isIsoDay } from './iso-day';
import { PAY_MESSAGES as M } from './pay-messages';

/** The most a contribution may name per month: $10,000.00 (no voluntary benefit costs more). */
export const MAX_MONTHLY_CENTS = 1_000_000;
const TIERS: readonly Tier[] = ['IO', 'IS', 'IC', 'IF'];

/** A contribution as a form sends it, after the wire schema has checked the types. */
export type ContributionInput = {
  groupId: number;
  category?: string | null;
  planId?: number | null;
  effectiveFrom: string;
  kind: string;
  /** percent kinds: 0 < percent <= 100, at most two decimals */
  percent?: number | null;
  /** percent kinds: optional monthly cap */
  capCents?: number | null;
  /** flat */
  monthlyCents?: number | null;
  /** per_tier */
  tierCents?: Partial<Record<string, number | null>> | null;
};

const cents = (n: unknown, min: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= MAX_MONTHLY_CENTS;

/**
 * The rules a contribution must keep beyond its wire types: a known kind, a percent in (0, 100]
 * with two decimals, amounts in whole cents, one scope, and a start no earlier than `today` (a
 * version never rewrites what files already built used). Field errors name the form's fields.
 */
export function validateContribution(
  input: ContributionInput,
  today: string,
): { ok: true; rule: ContributionRule } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const err = (target_element: string, error_message: string) =>
    errors.push({ target_element, error_message });
  const hasCategory = typeof input.category === 'string' && input.category.length > 0;
  const hasPlan = input.planId != null;
  if (hasCategory === hasPlan) err('category', M.scope);
  if (!isIsoDay(input.effectiveFrom)) err('effective_from', M.effectiveFrom);
  else if (input.effectiveFrom < today) err('effective_from', M.effectivePast);
  const kind = input.kind as ContributionKind;
  let contribution: Contribution | undefined;
  if (!CONTRIBUTION_KINDS.includes(kind)) err('kind', M.kind);
  else if (kind === 'none') contribution = { kind };
  else if (kind === 'flat') {
    if (!cents(input.monthlyCents, 1)) err('monthly_amount', M.flat);
    else contribution = { kind, monthlyCents: input.monthlyCents };
  } else if (kind === 'per_tier') {
    const tierCents: Partial<Record<Tier, number>> = {};
    for (const t of TIERS) {
      const v = input.tierCents?.[t];
      if (v == null) continue;
      if (!cents(v, 0)) err(`tier_amount_${t}`, M.tierAmount);
      else tierCents[t] = v;
    }
    if (
      !Object.values(tierCents).some((v) => v > 0) &&
      !errors.some((e) => e.target_element.startsWith('tier'))
    )
      err('tier_amount_IO', M.tierNone);
    contribution = { kind, tierCents };
  } else {
    const bp = Math.round((input.percent ?? NaN) * 100);
    const okPercent =
      typeof input.percent === 'number' &&
      bp > 0 &&
      bp <= 10_000 &&
      Math.abs(input.percent * 100 - bp) < 1e-6;
    if (!okPercent) err('percent', M.percent);
    if (input.capCents != null && !cents(input.capCents, 1)) err('cap', M.cap);
    contribution = { kind, percentBp: bp, capCents: input.capCents ?? null };
  }
  if (errors.length || !contribution) return { ok: false, errors };
  return {
    ok: true,
    rule: {
      groupId: input.groupId,
      category: hasCategory ? input.category! : null,
      planId: hasPlan ? input.planId! : null,
      effectiveFrom: input.effectiveFrom,
      contribution,
    },
  };
}
