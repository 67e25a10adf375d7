import type { Queryable } from '../../db';
import { approvedMonthly } from './approved-premium';
import { splitElection, type EoiReason, type EoiSettings } from './eoi-rules';

/**
 * The store's view of an election above a plan's guaranteed-issue amount (issue 30, ADR 0037):
 * for an option selling an amount of cover (plan_pricing.benefit_amount, migration 0036) on a plan
 * with EOI settings (plan_eoi_settings, 0032), what is approved now, what waits for evidence, and
 * the monthly premium of the approved amount only: what the cart charges, the receipt shows and
 * the coverage stores until the carrier decides.
 */
export type OptionEoi = {
  elected: number;
  approvedNow: number;
  pending: number;
  reasons: EoiReason[];
  /** The approved amount's monthly premium (approvedMonthly: its own option, else in proportion). */
  approvedMonthlyCents: number;
  /** What the carrier had approved before (an existing member's coverage) and a late entry. */
  currentApproved: number;
  lateEntrant: boolean;
  /** The enrollment of the coverage an increase adds to (undefined: a first election). */
  heldEnrollmentId?: string | null;
};

/** Who elects, as the split asks it (electionContext, ADR 0039): a first election by default. */
export type Elector = { currentApproved: number; lateEntrant: boolean; heldEnrollmentId?: string | null };
export const FIRST_ELECTION: Elector = { currentApproved: 0, lateEntrant: false };

/** The EOI terms of some plans: their settings and the amount each option sells. */
export type EoiTerms = { settings: Map<number, EoiSettings>; amounts: Map<number, number> };

export async function eoiTermsOf(db: Queryable, planIds: readonly number[]): Promise<EoiTerms> {
  const ids = [...new Set(planIds)];
  const [settings, amounts] = await Promise.all([
    db.query<{
      plan_id: number;
      guaranteed_issue: number;
      eoi_on_increase: boolean;
      eoi_for_late_entrants: boolean;
      expires_after_days: number;
    }>(
      `SELECT plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days
         FROM plan_eoi_settings WHERE plan_id = ANY($1::int[])`,
      [ids],
    ),
    db.query<{ ppid: number; benefit_amount: number }>(
      `SELECT ppid, benefit_amount FROM plan_pricing WHERE plan_id = ANY($1::int[]) AND benefit_amount IS NOT NULL`,
      [ids],
    ),
  ]);
  return {
    settings: new Map(
      settings.map((s) => [
        s.plan_id,
        {
          guaranteedIssue: s.guaranteed_issue,
          eoiOnIncrease: s.eoi_on_increase,
          eoiForLateEntrants: s.eoi_for_late_entrants,
          expiresAfterDays: s.expires_after_days,
        },
      ]),
    ),
    amounts: new Map(amounts.map((a) => [a.ppid, a.benefit_amount])),
  };
}

/** A plan's priced option as the split needs it. */
export type PricedOption = { ppid: number; monthly_cents: number };

/**
 * The split of electing option `ppid` of plan `planId`, priced among the plan's `options` for
 * this person; undefined when nothing is pending (no settings, no amount, at or under GI and not
 * an increase or a late entry). `who` says what the carrier approved before on this plan (an
 * increase) and whether this is a late entry (ADR 0039); a first election by default.
 */
export function optionEoi(
  terms: EoiTerms,
  planId: number,
  ppid: number,
  options: readonly PricedOption[],
  who: Elector = FIRST_ELECTION,
): OptionEoi | undefined {
  const settings = terms.settings.get(planId);
  const elected = terms.amounts.get(ppid);
  if (!settings || elected === undefined) return undefined;
  const split = splitElection(settings, {
    elected,
    currentApproved: who.currentApproved,
    lateEntrant: who.lateEntrant,
  });
  if (!split.pending) return undefined;
  // The elected option's own price; another amount's, from the option selling it (if any).
  const monthlyOf = (amount: number) =>
    (amount === elected
      ? options.find((o) => o.ppid === ppid)
      : options.find((o) => terms.amounts.get(o.ppid) === amount)
    )?.monthly_cents;
  const premium = approvedMonthly(monthlyOf, elected, split.approvedNow);
  if (!premium) return undefined;
  return {
    elected,
    ...split,
    approvedMonthlyCents: premium.monthlyCents,
    currentApproved: who.currentApproved,
    lateEntrant: who.lateEntrant,
    ...(who.heldEnrollmentId !== undefined && { heldEnrollmentId: who.heldEnrollmentId }),
  };
}
