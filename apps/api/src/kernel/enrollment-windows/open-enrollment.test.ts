import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, firstOfMonthOnOrAfter, firstOfNextMonth, isIsoDate } from './calendar-days';
import {
  currentPlanYear,
  extensionProblem,
  invitationReminderDue,
  openEnrollmentState,
  planYearProblems,
  type PlanYear,
} from './open-enrollment';

const YEAR: PlanYear = {
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  opensOn: '2026-11-01',
  closesOn: '2026-11-30',
  coverageStartsOn: '2027-01-01',
};

describe('calendar days', () => {
  it('knows real days, month ends and leap years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('27-01-01')).toBe(false);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-20', '2026-11-30')).toBe(10);
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-12-01')).toBe('2027-01-01');
    expect(firstOfMonthOnOrAfter('2026-12-01')).toBe('2026-12-01');
    expect(firstOfMonthOnOrAfter('2026-12-02')).toBe('2027-01-01');
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('open enrollment', () => {
  it('is upcoming the day before it opens, open on its first and last day, closed the day after', () => {
    expect(openEnrollmentState(YEAR, '2026-10-31')).toEqual({
      state: 'upcoming',
      opensOn: '2026-11-01',
      closesOn: '2026-11-30',
      daysUntilOpen: 1,
    });
    expect(openEnrollmentState(YEAR, '2026-11-01')).toMatchObject({ state: 'open', daysLeft: 29 });
    expect(openEnrollmentState(YEAR, '2026-11-20')).toEqual({
      state: 'open',
      closesOn: '2026-11-30',
      daysLeft: 10,
      extended: false,
      coverageStartsOn: '2027-01-01',
    });
    expect(openEnrollmentState(YEAR, '2026-11-30')).toMatchObject({ state: 'open', daysLeft: 0 });
    expect(openEnrollmentState(YEAR, '2026-12-01')).toEqual({ state: 'closed', closedOn: '2026-11-30' });
    expect(openEnrollmentState(null, '2026-11-20')).toEqual({ state: 'none' });
  });

  it('stays open to the later of the group extension and the employee extension, never shorter', () => {
    const ext = { group: '2026-12-05', employee: '2026-12-10' };
    expect(openEnrollmentState(YEAR, '2026-12-05', { group: '2026-12-05' })).toMatchObject({
      state: 'open',
      daysLeft: 0,
      extended: true,
    });
    expect(openEnrollmentState(YEAR, '2026-12-06', { group: '2026-12-05' })).toEqual({
      state: 'closed',
      closedOn: '2026-12-05',
    });
    expect(openEnrollmentState(YEAR, '2026-12-10', ext)).toMatchObject({ state: 'open', daysLeft: 0 });
    expect(openEnrollmentState(YEAR, '2026-12-11', ext)).toMatchObject({
      state: 'closed',
      closedOn: '2026-12-10',
    });
    // an extension before the window's own end changes nothing
    expect(openEnrollmentState(YEAR, '2026-11-30', { employee: '2026-11-15' })).toMatchObject({
      state: 'open',
      extended: false,
    });
  });

  it('checks a plan year as typed, beside its fields', () => {
    expect(planYearProblems(YEAR)).toEqual([]);
    expect(planYearProblems({ ...YEAR, endsOn: '2027-01-01' }).map((p) => p.field)).toContain('ends_on');
    expect(planYearProblems({ ...YEAR, endsOn: '2028-01-01' })).toEqual([
      { field: 'ends_on', message: 'A plan year lasts at most one year.' },
    ]);
    // a leap plan year of 366 days (2028-01-01 to 2028-12-31) is one year
    expect(
      planYearProblems({
        ...YEAR,
        startsOn: '2028-01-01',
        endsOn: '2028-12-31',
        coverageStartsOn: '2028-01-01',
      }),
    ).toEqual([]);
    expect(planYearProblems({ ...YEAR, closesOn: '2026-10-31' }).map((p) => p.field)).toEqual([
      'oe_closes_on',
    ]);
    expect(planYearProblems({ ...YEAR, opensOn: '2026-11-30' })).toEqual([]); // a one-day window
    expect(planYearProblems({ ...YEAR, opensOn: '2026-09-01' }).map((p) => p.message)).toEqual([
      'Open enrollment lasts at most 90 days.',
    ]);
    expect(planYearProblems({ ...YEAR, coverageStartsOn: '2028-01-01' }).map((p) => p.field)).toEqual([
      'coverage_starts_on',
    ]);
    expect(
      planYearProblems({
        ...YEAR,
        startsOn: '2026-11-01',
        endsOn: '2027-10-31',
        coverageStartsOn: '2026-11-30',
      }).map((p) => p.message),
    ).toEqual(['Coverage must start after open enrollment closes.']);
  });

  it('takes an extension only after the window closes and within 90 days', () => {
    expect(extensionProblem(YEAR, '2026-11-30')?.field).toBe('closes_on');
    expect(extensionProblem(YEAR, '2026-12-01')).toBeNull();
    expect(extensionProblem(YEAR, '2027-02-28')).toBeNull();
    expect(extensionProblem(YEAR, '2027-03-01')?.message).toBe(
      'An extension ends at most 90 days after open enrollment closes.',
    );
  });

  it('reminds unfinished invitations only on the group schedule days while open', () => {
    expect(invitationReminderDue(YEAR, '2026-11-23', [7, 2])).toBe(true);
    expect(invitationReminderDue(YEAR, '2026-11-28', [7, 2])).toBe(true);
    expect(invitationReminderDue(YEAR, '2026-11-24', [7, 2])).toBe(false);
    // extended for the group: the schedule follows the new last day
    expect(invitationReminderDue(YEAR, '2026-11-28', [7, 2], { group: '2026-12-07' })).toBe(false);
    expect(invitationReminderDue(YEAR, '2026-12-05', [7, 2], { group: '2026-12-07' })).toBe(true);
    expect(invitationReminderDue(YEAR, '2026-12-08', [0], { group: '2026-12-07' })).toBe(false);
  });

  it('picks the plan year open today, else the next to open, else the last one', () => {
    const next: PlanYear = {
      startsOn: '2028-01-01',
      endsOn: '2028-12-31',
      opensOn: '2027-11-01',
      closesOn: '2027-11-30',
      coverageStartsOn: '2028-01-01',
    };
    expect(currentPlanYear([YEAR, next], '2026-11-15')).toBe(YEAR);
    expect(currentPlanYear([YEAR, next], '2027-06-01')).toBe(next);
    expect(currentPlanYear([YEAR], '2027-06-01')).toBe(YEAR);
    expect(currentPlanYear([YEAR, next], '2026-12-03', (y) => (y === YEAR ? '2026-12-05' : null))).toBe(YEAR);
    expect(currentPlanYear([], '2027-06-01')).toBeNull();
  });
});
