import { describe, expect, it } from 'vitest';
import {
  amountCarried,
  amountInForce,
  checkDecision,
  decide,
  eoiReasons,
  expiresOn,
  splitElection,
  type EoiCase,
  type EoiSettings,
} from './eoi-rules';

const GI: EoiSettings = {
  guaranteedIssue: 100_000,
  eoiOnIncrease: false,
  eoiForLateEntrants: true,
  expiresAfterDays: 60,
};
const first = (elected: number, lateEntrant = false) => ({ elected, currentApproved: 0, lateEntrant });

describe('which elections need evidence of insurability', () => {
  it('splits an election above GI into approved now and pending', () => {
    expect(splitElection(GI, first(250_000))).toEqual({
      approvedNow: 100_000,
      pending: 150_000,
      reasons: ['above-gi'],
    });
  });

  it('asks nothing at GI and one dollar from one dollar above', () => {
    expect(splitElection(GI, first(100_000))).toEqual({ approvedNow: 100_000, pending: 0, reasons: [] });
    expect(splitElection(GI, first(99_999))).toEqual({ approvedNow: 99_999, pending: 0, reasons: [] });
    expect(splitElection(GI, first(100_001))).toEqual({
      approvedNow: 100_000,
      pending: 1,
      reasons: ['above-gi'],
    });
  });

  it('an increase above GI leaves pending only what is new', () => {
    expect(splitElection(GI, { elected: 150_000, currentApproved: 100_000, lateEntrant: false })).toEqual({
      approvedNow: 100_000,
      pending: 50_000,
      reasons: ['above-gi'],
    });
    // approved above GI before: kept, only the rest is pending
    expect(
      splitElection(GI, { elected: 250_000, currentApproved: 200_000, lateEntrant: false }),
    ).toMatchObject({
      approvedNow: 200_000,
      pending: 50_000,
    });
    // a decrease, or the same amount, needs nothing
    expect(
      splitElection(GI, { elected: 150_000, currentApproved: 200_000, lateEntrant: false }),
    ).toMatchObject({ pending: 0 });
    expect(
      splitElection(GI, { elected: 200_000, currentApproved: 200_000, lateEntrant: false }),
    ).toMatchObject({ pending: 0 });
  });

  it('with EOI on any increase, an increase under GI is pending too, a first election is not', () => {
    const s = { ...GI, eoiOnIncrease: true };
    expect(splitElection(s, { elected: 75_000, currentApproved: 50_000, lateEntrant: false })).toEqual({
      approvedNow: 50_000,
      pending: 25_000,
      reasons: ['increase'],
    });
    expect(splitElection(s, { elected: 50_001, currentApproved: 50_000, lateEntrant: false })).toMatchObject({
      pending: 1,
    });
    expect(splitElection(s, first(75_000))).toMatchObject({ approvedNow: 75_000, pending: 0 });
    expect(splitElection(GI, { elected: 75_000, currentApproved: 50_000, lateEntrant: false })).toMatchObject(
      { pending: 0 },
    );
  });

  it('a late entrant proves everything new, when the plan says so', () => {
    expect(splitElection(GI, first(50_000, true))).toEqual({
      approvedNow: 0,
      pending: 50_000,
      reasons: ['late-entrant'],
    });
    expect(splitElection(GI, first(250_000, true))).toEqual({
      approvedNow: 0,
      pending: 250_000,
      reasons: ['above-gi', 'late-entrant'],
    });
    expect(splitElection(GI, { elected: 80_000, currentApproved: 50_000, lateEntrant: true })).toMatchObject({
      approvedNow: 50_000,
      pending: 30_000,
    });
    expect(splitElection({ ...GI, eoiForLateEntrants: false }, first(50_000, true))).toMatchObject({
      pending: 0,
    });
    expect(eoiReasons(GI, first(100_000, false))).toEqual([]);
  });

  it('refuses amounts that are not whole dollars', () => {
    expect(() => splitElection(GI, first(100_000.5))).toThrow(RangeError);
    expect(() => splitElection(GI, first(-1))).toThrow(RangeError);
  });
});

const opened: EoiCase = {
  approvedNow: 100_000,
  pending: 150_000,
  status: 'pending',
  openedOn: '2027-01-10',
  expiresOn: expiresOn(GI, '2027-01-10'),
  granted: null,
  decidedOn: null,
  effectiveOn: null,
};

describe('the carrier decides', () => {
  it('expires N days after the case opened', () => {
    expect(opened.expiresOn).toBe('2027-03-11');
    expect(checkDecision(opened, { kind: 'expire' }, '2027-03-10')).toEqual({
      ok: false,
      reason: 'not-yet-expired',
    });
    expect(checkDecision(opened, { kind: 'expire' }, '2027-03-11')).toEqual({
      ok: true,
      status: 'expired',
      granted: 0,
    });
  });

  it('approves all, part (1 dollar to the pending amount) or denies', () => {
    expect(checkDecision(opened, { kind: 'approve-all' }, '2027-02-01')).toEqual({
      ok: true,
      status: 'approved',
      granted: 150_000,
    });
    expect(checkDecision(opened, { kind: 'approve-part', amount: 100_000 }, '2027-02-01')).toEqual({
      ok: true,
      status: 'partly-approved',
      granted: 100_000,
    });
    expect(checkDecision(opened, { kind: 'approve-part', amount: 150_000 }, '2027-02-01')).toMatchObject({
      status: 'approved',
    });
    expect(checkDecision(opened, { kind: 'approve-part', amount: 1 }, '2027-02-01')).toMatchObject({
      granted: 1,
    });
    for (const amount of [0, 150_001, 10.5])
      expect(checkDecision(opened, { kind: 'approve-part', amount }, '2027-02-01')).toEqual({
        ok: false,
        reason: 'amount-out-of-range',
      });
    expect(checkDecision(opened, { kind: 'deny' }, '2027-02-01')).toEqual({
      ok: true,
      status: 'denied',
      granted: 0,
    });
    expect(checkDecision(opened, { kind: 'deny' }, '2027-01-09')).toEqual({
      ok: false,
      reason: 'before-opened',
    });
  });

  it('decides once', () => {
    const d = decide(opened, { kind: 'deny' }, '2027-02-01');
    expect(d.ok && d.case.status).toBe('denied');
    if (!d.ok) return;
    expect(checkDecision(d.case, { kind: 'approve-all' }, '2027-02-02')).toEqual({
      ok: false,
      reason: 'not-pending',
    });
    expect(decide(opened, { kind: 'deny' }, '2027-02-01', '2027-01-31')).toEqual({
      ok: false,
      reason: 'effective-before-decision',
    });
  });
});

describe('the amount in force and carried by the 834 and the deduction', () => {
  it('is the approved amount until the decision takes effect', () => {
    expect(amountInForce(opened, '2027-01-10')).toBe(100_000);
    expect(amountCarried(opened, '2099-01-01')).toBe(100_000);
    const part = decide(opened, { kind: 'approve-part', amount: 100_000 }, '2027-02-01');
    if (!part.ok) throw new Error('decision refused');
    expect(amountCarried(part.case, '2027-01-31')).toBe(100_000);
    expect(amountCarried(part.case, '2027-02-01')).toBe(200_000);
    const later = decide(opened, { kind: 'approve-all' }, '2027-02-01', '2027-03-01');
    if (!later.ok) throw new Error('decision refused');
    expect(amountInForce(later.case, '2027-02-28')).toBe(100_000);
    expect(amountInForce(later.case, '2027-03-01')).toBe(250_000);
  });

  it('stays the approved amount after a denial or an expiry', () => {
    for (const d of [{ kind: 'deny' }, { kind: 'expire' }] as const) {
      const r = decide(opened, d, '2027-03-20');
      if (!r.ok) throw new Error('decision refused');
      expect(amountCarried(r.case, '2027-12-31')).toBe(100_000);
    }
  });
});
