import { dayNumber, type IsoDate } from '../enrollment-windows/calendar-days';
import { amountCarried, type CaseStatus } from './eoi-rules';

/**
 * A held coverage on a day, after evidence of insurability (ADR 0039): the amount of cover and the
 * monthly premium the 834 and the payroll deduction file carry. Until a decision, the amount
 * approved now and the premium stored at completion (member_plans.price_cents, the approved
 * amount's, ADR 0037); from the decision's effective day, the granted amount added and the
 * premium of that amount (eoi_cases.premium_after_cents). A denial or an expiry changes nothing.
 * Pure: both files and the member's home ask it with the same row.
 */
export type CoverageCase = {
  status: CaseStatus;
  approvedNow: number;
  pending: number;
  granted: number | null;
  effectiveOn: IsoDate | null;
  premiumAfterCents: number | null;
};

export type HeldTerms = {
  /** The elected option's amount of cover (plan_pricing.benefit_amount); null: it sells none. */
  benefitAmount: number | null;
  /** The monthly premium stored at completion (cents). */
  priceCents: number | null;
  /** The EOI case of this coverage's election, if it had one. */
  eoi: CoverageCase | null;
};

export type InForce = {
  /** The amount of cover in force (dollars); null when the option sells no amount. */
  amount: number | null;
  /** Still waiting for the carrier on that day (0 when nothing is pending). */
  pending: number;
  monthlyCents: number | null;
  /** True once a granting decision is in force (the premium is the decision's). */
  decided: boolean;
};

const grantedOn = (c: CoverageCase, day: IsoDate) =>
  !!c.granted && !!c.effectiveOn && dayNumber(day) >= dayNumber(c.effectiveOn);

export function coverageOn(t: HeldTerms, day: IsoDate): InForce {
  const c = t.eoi;
  if (!c) return { amount: t.benefitAmount, pending: 0, monthlyCents: t.priceCents, decided: false };
  const amount = amountCarried(
    {
      ...c,
      openedOn: day,
      expiresOn: day,
      decidedOn: c.effectiveOn,
    },
    day,
  );
  const decided = grantedOn(c, day) && c.premiumAfterCents != null;
  return {
    amount,
    pending: c.status === 'pending' ? c.pending : 0,
    monthlyCents: decided ? c.premiumAfterCents : t.priceCents,
    decided,
  };
}

/**
 * The columns of a coverage's case, for a query over `member_plans mp`: the newest case of the
 * member's election of that plan (the same enrollment; null for a case opened without one).
 * Joined as a whole set, like the payroll query's other joins (a group has thousands of rows).
 */
const NEWEST_CASES = `SELECT DISTINCT ON (member_user_id, plan_id, enrollment_id)
       member_user_id, plan_id, enrollment_id, status, approved_now, pending, granted,
       effective_on::text AS effective_on, premium_after_cents
     FROM eoi_cases ORDER BY member_user_id, plan_id, enrollment_id, case_id DESC`;
export const COVERAGE_CASE_JOIN = [
  'LEFT JOIN (',
  NEWEST_CASES,
  ') ec ON ec.member_user_id = mp.user_id AND ec.plan_id = mp.plan_id AND ec.enrollment_id IS NOT DISTINCT FROM mp.enrollment_id',
].join('');

export const COVERAGE_CASE_COLUMNS = `ec.status AS eoi_status, ec.approved_now AS eoi_approved_now,
  ec.pending AS eoi_pending, ec.granted AS eoi_granted, ec.effective_on AS eoi_effective_on,
  ec.premium_after_cents AS eoi_premium_after_cents`;

/** The case columns of a row read with COVERAGE_CASE_COLUMNS. */
export type CoverageCaseColumns = {
  eoi_status: CaseStatus | null;
  eoi_approved_now: number | null;
  eoi_pending: number | null;
  eoi_granted: number | null;
  eoi_effective_on: string | null;
  eoi_premium_after_cents: number | null;
};

export const caseOfRow = (r: CoverageCaseColumns): CoverageCase | null =>
  r.eoi_status == null
    ? null
    : {
        status: r.eoi_status,
        approvedNow: r.eoi_approved_now!,
        pending: r.eoi_pending!,
        granted: r.eoi_granted,
        effectiveOn: r.eoi_effective_on as IsoDate | null,
        premiumAfterCents: r.eoi_premium_after_cents,
      };
