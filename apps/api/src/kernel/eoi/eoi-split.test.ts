import { describe, expect, it } from 'vitest';
import { optionEoi, type EoiTerms } from './eoi-split';

// Guardian Term Life 20's shape: a $50,000 and a $150,000 option, GI $100,000 (ADR 0037).
const terms = (gi: number): EoiTerms => ({
  settings: new Map([
    [1003, { guaranteedIssue: gi, eoiOnIncrease: true, eoiForLateEntrants: true, expiresAfterDays: 60 }],
  ]),
  amounts: new Map([
    [100301, 50_000],
    [100302, 150_000],
  ]),
});
const priced = [
  { ppid: 100301, monthly_cents: 1500 },
  { ppid: 100302, monthly_cents: 3401 },
];

describe('optionEoi: the store’s split of an option', () => {
  it('prices the approved amount in proportion when no option sells it, rounded to the cent once', () => {
    // $150,000 elected, $100,000 approved: 3401 x 2/3 = 2267.33 -> 2267.
    expect(optionEoi(terms(100_000), 1003, 100302, priced)).toEqual({
      elected: 150_000,
      approvedNow: 100_000,
      pending: 50_000,
      reasons: ['above-gi'],
      approvedMonthlyCents: 2267,
      // a first election, not a late entry (ADR 0039 passes the person's own)
      currentApproved: 0,
      lateEntrant: false,
    });
  });

  it("splits an increase over the person's approved amount and a late entry as the plan's settings say", () => {
    // $50,000 held, $150,000 elected, eoi_on_increase: only what was approved stays approved now,
    // at the price of the option selling it
    expect(
      optionEoi(terms(100_000), 1003, 100302, priced, { currentApproved: 50_000, lateEntrant: false }),
    ).toMatchObject({
      approvedNow: 50_000,
      pending: 100_000,
      reasons: ['above-gi', 'increase'],
      approvedMonthlyCents: 1500,
      currentApproved: 50_000,
    });
    // a late entrant proves everything new, under GI too: nothing approved now, nothing charged
    expect(
      optionEoi(terms(100_000), 1003, 100301, priced, { currentApproved: 0, lateEntrant: true }),
    ).toMatchObject({ approvedNow: 0, pending: 50_000, reasons: ['late-entrant'], approvedMonthlyCents: 0 });
    // a first election under GI, in a window: nothing to split
    expect(optionEoi(terms(100_000), 1003, 100301, priced)).toBeUndefined();
  });

  it('uses the option selling exactly the approved amount when there is one', () => {
    expect(optionEoi(terms(50_000), 1003, 100302, priced)).toMatchObject({
      approvedNow: 50_000,
      pending: 100_000,
      approvedMonthlyCents: 1500,
    });
  });

  it('splits nothing at GI or under, one dollar above splits one dollar, and without settings or an amount', () => {
    expect(optionEoi(terms(150_000), 1003, 100302, priced)).toBeUndefined();
    expect(optionEoi(terms(149_999), 1003, 100302, priced)).toMatchObject({
      approvedNow: 149_999,
      pending: 1,
    });
    expect(optionEoi(terms(100_000), 1003, 100301, priced)).toBeUndefined();
    expect(optionEoi(terms(100_000), 1018, 100302, priced)).toBeUndefined();
    expect(optionEoi(terms(100_000), 1003, 999, priced)).toBeUndefined();
  });
});
