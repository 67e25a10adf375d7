import { addDays, dayNumber, type IsoDate } from '../enrollment-windows/calendar-days';

/**
 * Evidence of insurability (ADR 0035): life and disability cover is issued up to a plan's
 * guaranteed-issue (GI) amount; the carrier decides on the rest after evidence. Amounts of cover
 * are whole dollars. Pure, so the store, the wizard, the 834 and the payroll file all get the same
 * answer from the same inputs.
 */
export type EoiSettings = {
  /** Issued without evidence up to this amount (dollars). */
  guaranteedIssue: number;
  /** Any increase over the amount already approved needs evidence, even under GI. */
  eoiOnIncrease: boolean;
  /** A late entrant (electing outside their window) proves everything new. */
  eoiForLateEntrants: boolean;
  /** A case without evidence this many days after it opened is closed as expired. */
  expiresAfterDays: number;
};

export type Election = {
  /** The amount of cover elected (dollars). */
  elected: number;
  /** What the carrier has already approved on this plan for this person (0 for a first election). */
  currentApproved: number;
  /** Electing outside their window (open enrollment, new hire, life event). */
  lateEntrant: boolean;
};

export type EoiReason = 'above-gi' | 'increase' | 'late-entrant';

export type Split = {
  /** In force from the coverage's start, without evidence. */
  approvedNow: number;
  /** Waits for the carrier's decision (0: no evidence needed). */
  pending: number;
  /** Why evidence is asked (empty when nothing is pending). */
  reasons: EoiReason[];
};

const whole = (n: number, what: string) => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be whole dollars`);
};

/**
 * Which rules ask evidence for this election. Above GI: more than GI elected and more than is
 * already approved (a person the carrier approved at $200,000 keeps it). Increase: more than an
 * existing approved amount (a first election is not an increase). Late entrant: anything new.
 */
export function eoiReasons(s: EoiSettings, e: Election): EoiReason[] {
  whole(e.elected, 'elected');
  whole(e.currentApproved, 'approved');
  if (e.elected <= e.currentApproved) return [];
  const reasons: EoiReason[] = [];
  if (e.elected > s.guaranteedIssue) reasons.push('above-gi');
  if (s.eoiOnIncrease && e.currentApproved > 0) reasons.push('increase');
  if (s.eoiForLateEntrants && e.lateEntrant) reasons.push('late-entrant');
  return reasons;
}

/**
 * The election split into what is approved now and what is pending. Above GI alone, the person
 * has now the larger of GI and what was approved before; an increase or a late entry grants
 * nothing new without evidence (only what was approved before). A decrease is all approved.
 * Elect $250,000 with GI $100,000: $100,000 now, $150,000 pending.
 */
export function splitElection(s: EoiSettings, e: Election): Split {
  whole(s.guaranteedIssue, 'guaranteed issue');
  const reasons = eoiReasons(s, e);
  if (!reasons.length) return { approvedNow: e.elected, pending: 0, reasons };
  const ceiling =
    reasons.includes('increase') || reasons.includes('late-entrant')
      ? e.currentApproved
      : Math.max(s.guaranteedIssue, e.currentApproved);
  const approvedNow = Math.min(e.elected, ceiling);
  return { approvedNow, pending: e.elected - approvedNow, reasons };
}

export type CaseStatus = 'pending' | 'approved' | 'partly-approved' | 'denied' | 'expired';

/** A case as the rules see it (the repository's row without its people). */
export type EoiCase = {
  approvedNow: number;
  pending: number;
  status: CaseStatus;
  openedOn: IsoDate;
  expiresOn: IsoDate;
  /** Of the pending amount, what the carrier granted (null while pending). */
  granted: number | null;
  decidedOn: IsoDate | null;
  /** The day the granted amount is in force (the decision's day unless the carrier says later). */
  effectiveOn: IsoDate | null;
};

/** The day an opened case expires without evidence. */
export const expiresOn = (s: EoiSettings, openedOn: IsoDate): IsoDate =>
  addDays(openedOn, s.expiresAfterDays);

export type Decision =
  { kind: 'approve-all' } | { kind: 'approve-part'; amount: number } | { kind: 'deny' } | { kind: 'expire' };

export type DecisionCheck =
  | { ok: true; status: Exclude<CaseStatus, 'pending'>; granted: number }
  | { ok: false; reason: 'not-pending' | 'amount-out-of-range' | 'not-yet-expired' | 'before-opened' };

/**
 * Whether a decision may be recorded on `on` and what it grants. Approve part: 1 dollar up to the
 * pending amount (all of it is an approval). Expire: only from the case's expiry day. A decision is
 * made once, and not dated before the case opened.
 */
export function checkDecision(c: EoiCase, d: Decision, on: IsoDate): DecisionCheck {
  if (c.status !== 'pending') return { ok: false, reason: 'not-pending' };
  if (dayNumber(on) < dayNumber(c.openedOn)) return { ok: false, reason: 'before-opened' };
  switch (d.kind) {
    case 'approve-all':
      return { ok: true, status: 'approved', granted: c.pending };
    case 'approve-part':
      if (!Number.isInteger(d.amount) || d.amount < 1 || d.amount > c.pending)
        return { ok: false, reason: 'amount-out-of-range' };
      return { ok: true, status: d.amount === c.pending ? 'approved' : 'partly-approved', granted: d.amount };
    case 'deny':
      return { ok: true, status: 'denied', granted: 0 };
    case 'expire':
      if (dayNumber(on) < dayNumber(c.expiresOn)) return { ok: false, reason: 'not-yet-expired' };
      return { ok: true, status: 'expired', granted: 0 };
  }
}

/** The case after a decision recorded on `on`, in force from `effectiveOn` (default: that day). */
export function decide(
  c: EoiCase,
  d: Decision,
  on: IsoDate,
  effectiveOn: IsoDate = on,
):
  | { ok: true; case: EoiCase }
  | Extract<DecisionCheck, { ok: false }>
  | { ok: false; reason: 'effective-before-decision' } {
  const check = checkDecision(c, d, on);
  if (!check.ok) return check;
  if (dayNumber(effectiveOn) < dayNumber(on)) return { ok: false, reason: 'effective-before-decision' };
  return {
    ok: true,
    case: { ...c, status: check.status, granted: check.granted, decidedOn: on, effectiveOn },
  };
}

/**
 * The amount of cover in force on a day: what was approved now, plus what the carrier granted
 * from its effective day. Never the pending amount: a promise the carrier has not made.
 */
export function amountInForce(c: EoiCase, on: IsoDate): number {
  if (c.granted && c.effectiveOn && dayNumber(on) >= dayNumber(c.effectiveOn))
    return c.approvedNow + c.granted;
  return c.approvedNow;
}

/**
 * What the 834 (benefit amount) and the payroll deduction carry on a day: the amount in force.
 * Kept as its own name so both files say which rule they follow.
 */
export const amountCarried = amountInForce;
