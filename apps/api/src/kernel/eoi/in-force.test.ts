import { describe, expect, it } from 'vitest';
import { decide, type EoiCase } from './eoi-rules';
import { coverageOn, type CoverageCase } from './in-force';

/**
 * What the 834 and the payroll file carry of a coverage on a day (ADR 0039): $250,000 elected with
 * GI $100,000 ($20.00 a month approved now, $150,000 pending), decided on 2030-03-10 in force from
 * 2030-04-01. The boundaries: before the decision, the day before it is in force, its first day;
 * approve all, approve part, deny, expire.
 */
const OPENED: EoiCase = {
  approvedNow: 100_000,
  pending: 150_000,
  status: 'pending',
  openedOn: '2030-02-01',
  expiresOn: '2030-04-02',
  granted: null,
  decidedOn: null,
  effectiveOn: null,
};

const held = (c: EoiCase, premiumAfterCents: number | null) => ({
  benefitAmount: 250_000,
  priceCents: 2000,
  eoi: { ...c, premiumAfterCents } as CoverageCase,
});

const decided = (d: Parameters<typeof decide>[1], on = '2030-03-10', effective = '2030-04-01') => {
  const r = decide(OPENED, d, on, effective);
  if (!r.ok) throw new Error(r.reason);
  return r.case;
};

describe('a coverage in force after evidence of insurability', () => {
  it('before a decision: the approved amount and its premium, $150,000 pending; never the elected amount', () => {
    expect(coverageOn(held(OPENED, null), '2030-03-31')).toEqual({
      amount: 100_000,
      pending: 150_000,
      monthlyCents: 2000,
      decided: false,
    });
  });

  it('approve part ($100,000 of $150,000): the day before its effective day is unchanged; from it, $200,000 at the new premium', () => {
    const c = held(decided({ kind: 'approve-part', amount: 100_000 }), 3800);
    expect(coverageOn(c, '2030-03-10')).toMatchObject({ amount: 100_000, pending: 0, monthlyCents: 2000 });
    expect(coverageOn(c, '2030-03-31')).toMatchObject({
      amount: 100_000,
      monthlyCents: 2000,
      decided: false,
    });
    expect(coverageOn(c, '2030-04-01')).toEqual({
      amount: 200_000,
      pending: 0,
      monthlyCents: 3800,
      decided: true,
    });
    expect(coverageOn(c, '2031-01-01')).toMatchObject({ amount: 200_000, monthlyCents: 3800 });
  });

  it('approve all in force on the decision day: $250,000 and its premium that very day', () => {
    const c = held(decided({ kind: 'approve-all' }, '2030-03-10', '2030-03-10'), 4500);
    expect(coverageOn(c, '2030-03-09')).toMatchObject({ amount: 100_000, monthlyCents: 2000 });
    expect(coverageOn(c, '2030-03-10')).toMatchObject({ amount: 250_000, monthlyCents: 4500 });
  });

  it('deny and expire: the approved amount and its premium stay, before and after the day', () => {
    const denied = held(decided({ kind: 'deny' }), null);
    const expired = held(decided({ kind: 'expire' }, '2030-04-02', '2030-04-02'), null);
    for (const c of [denied, expired])
      for (const day of ['2030-03-01', '2030-04-01', '2030-04-02', '2031-01-01'])
        expect(coverageOn(c, day), day).toEqual({
          amount: 100_000,
          pending: 0,
          monthlyCents: 2000,
          decided: false,
        });
  });

  it('a coverage without a case carries its option amount and stored premium; one selling no amount carries none', () => {
    expect(coverageOn({ benefitAmount: 50_000, priceCents: 1000, eoi: null }, '2030-01-01')).toEqual({
      amount: 50_000,
      pending: 0,
      monthlyCents: 1000,
      decided: false,
    });
    expect(coverageOn({ benefitAmount: null, priceCents: 3300, eoi: null }, '2030-01-01').amount).toBeNull();
  });
});
