import type { Queryable } from '../../db';
import { perVersion } from '../catalogue/per-version';
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

// Every plan's EOI terms as of a catalogue version, read in one statement with that version
// (plan_pricing and, since migration 0047, plan_eoi_settings bump it). Kept per version token like
// the catalogue (catalogue-cache.ts): a priced read costs no query for them (issue 31).
const TERMS_SQL = `SELECT (SELECT token::text FROM catalogue_version) AS token,
  (SELECT coalesce(json_agg(s), '[]'::json) FROM (
    SELECT plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days
      FROM plan_eoi_settings) s) AS settings,
  (SELECT coalesce(json_agg(a), '[]'::json) FROM (
    SELECT ppid, benefit_amount FROM plan_pricing WHERE benefit_amount IS NOT NULL) a) AS amounts`;
type TermsRow = {
  token: string;
  settings: {
    plan_id: number;
    guaranteed_issue: number;
    eoi_on_increase: boolean;
    eoi_for_late_entrants: boolean;
    expires_after_days: number;
  }[];
  amounts: { ppid: number; benefit_amount: number }[];
};
const termsByToken = perVersion<EoiTerms>();

function allTermsAt(db: Queryable, token: string): Promise<EoiTerms> {
  return termsByToken(token, () =>
    db.query<TermsRow>(TERMS_SQL).then(([row]) => ({
      token: row!.token,
      value: {
        settings: new Map(
          row!.settings.map((s) => [
            s.plan_id,
            {
              guaranteedIssue: Number(s.guaranteed_issue),
              eoiOnIncrease: s.eoi_on_increase,
              eoiForLateEntrants: s.eoi_for_late_entrants,
              expiresAfterDays: s.expires_after_days,
            },
          ]),
        ),
        amounts: new Map(row!.amounts.map((a) => [a.ppid, Number(a.benefit_amount)])),
      },
    })),
  );
}

/** The EOI terms of some plans as of the catalogue `cat` (its version's, from memory after the first read). */
export async function eoiTermsOf(
  db: Queryable,
  cat: { token: string },
  planIds: readonly number[],
): Promise<EoiTerms> {
  const all = await allTermsAt(db, cat.token);
  const ids = new Set(planIds);
  const settings = new Map([...all.settings].filter(([planId]) => ids.has(planId)));
  return { settings, amounts: all.amounts };
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
