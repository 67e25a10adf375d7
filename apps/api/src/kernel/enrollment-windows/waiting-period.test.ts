import { describe, expect, it } from 'vitest';
import {
  coverageStartForHire,
  newHireState,
  newHireWindow,
  waitingPeriodProblems,
  type WaitingPeriodRule,
} from './waiting-period';

const FIRST_AFTER_30: WaitingPeriodRule = { rule: 'first-of-month-after', days: 30, electionDays: 30 };
const ON_HIRE: WaitingPeriodRule = { rule: 'hire-date', days: 0, electionDays: 30 };
const AFTER_60: WaitingPeriodRule = { rule: 'after-days', days: 60, electionDays: 30 };

describe('new-hire waiting periods', () => {
  it('first of the month after 30 days: coinciding with or next following the 30th day', () => {
    expect(coverageStartForHire(FIRST_AFTER_30, '2026-03-01')).toBe('2026-04-01'); // day 30 is 31 March
    expect(coverageStartForHire(FIRST_AFTER_30, '2026-03-02')).toBe('2026-04-01'); // day 30 is 1 April itself
    expect(coverageStartForHire(FIRST_AFTER_30, '2026-03-03')).toBe('2026-05-01'); // day 30 is 2 April
    expect(coverageStartForHire(FIRST_AFTER_30, '2026-12-15')).toBe('2027-02-01'); // across the year
    expect(coverageStartForHire(FIRST_AFTER_30, '2028-01-30')).toBe('2028-03-01'); // 29 Feb 2028 + 0
  });

  it('on the hire date, and after 60 days', () => {
    expect(coverageStartForHire(ON_HIRE, '2026-03-17')).toBe('2026-03-17');
    expect(coverageStartForHire(AFTER_60, '2026-03-01')).toBe('2026-04-30');
    expect(coverageStartForHire(AFTER_60, '2026-12-31')).toBe('2027-03-01');
  });

  it('gives the new hire their own window from the hire date, both ends included', () => {
    expect(newHireWindow(FIRST_AFTER_30, '2026-03-01')).toEqual({
      opensOn: '2026-03-01',
      closesOn: '2026-03-31',
      coverageStartsOn: '2026-04-01',
    });
    expect(newHireState(FIRST_AFTER_30, '2026-03-01', '2026-02-28')).toMatchObject({ state: 'upcoming' });
    expect(newHireState(FIRST_AFTER_30, '2026-03-01', '2026-03-01')).toMatchObject({
      state: 'open',
      daysLeft: 30,
    });
    expect(newHireState(FIRST_AFTER_30, '2026-03-01', '2026-03-31')).toMatchObject({
      state: 'open',
      daysLeft: 0,
    });
    expect(newHireState(FIRST_AFTER_30, '2026-03-01', '2026-04-01')).toMatchObject({ state: 'closed' });
  });

  it('keeps waiting periods within the 90-day limit', () => {
    expect(waitingPeriodProblems(FIRST_AFTER_30)).toEqual([]);
    expect(waitingPeriodProblems({ ...FIRST_AFTER_30, days: 60 })).toEqual([]);
    expect(waitingPeriodProblems({ ...FIRST_AFTER_30, days: 61 })).toEqual([
      { field: 'days', message: 'The waiting period is at most 60 days.' },
    ]);
    expect(waitingPeriodProblems({ ...AFTER_60, days: 90 })).toEqual([]);
    expect(waitingPeriodProblems({ ...AFTER_60, days: 91 }).map((p) => p.field)).toEqual(['days']);
    expect(waitingPeriodProblems({ ...ON_HIRE, days: 1 }).map((p) => p.field)).toEqual(['days']);
    expect(waitingPeriodProblems({ ...ON_HIRE, electionDays: 0 }).map((p) => p.field)).toEqual([
      'election_days',
    ]);
    expect(waitingPeriodProblems({ ...ON_HIRE, electionDays: 91 }).map((p) => p.field)).toEqual([
      'election_days',
    ]);
    expect(waitingPeriodProblems({ ...AFTER_60, days: 30.5 }).map((p) => p.field)).toEqual(['days']);
  });
});
