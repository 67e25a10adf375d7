import { describe, expect, it } from 'vitest';
import { mayEnroll } from './may-enroll';
import { DEFAULT_REMINDER_DAYS, reminderDue } from './reminder-schedule';

const year = {
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  opensOn: '2026-11-01',
  closesOn: '2026-11-30',
  coverageStartsOn: '2027-01-01',
};
const on = (today: string, extra: Partial<Parameters<typeof mayEnroll>[0]> = {}) =>
  mayEnroll({ today, planYear: year, ...extra });

describe('reminderDue: the days before a window closes (issue 29)', () => {
  it('reminds on each day of the schedule and on no other', () => {
    expect(reminderDue(on('2026-11-23'), [7, 2])).toBe(true); // 7 days left
    expect(reminderDue(on('2026-11-22'), [7, 2])).toBe(false); // 8
    expect(reminderDue(on('2026-11-24'), [7, 2])).toBe(false); // 6
    expect(reminderDue(on('2026-11-28'), [7, 2])).toBe(true); // 2
    expect(reminderDue(on('2026-11-30'), [7, 2])).toBe(false); // the last day, not chosen
    expect(reminderDue(on('2026-11-30'), [0])).toBe(true); // the last day, chosen
  });

  it('counts the group extension: the days are before the day the window really closes', () => {
    const extended = { extensions: { group: '2026-12-07' } };
    expect(reminderDue(on('2026-11-23', extended), [7])).toBe(false);
    expect(reminderDue(on('2026-11-30', extended), [7])).toBe(true);
  });

  it('never before the window opens, after it closes, or with an empty schedule', () => {
    expect(reminderDue(on('2026-10-25'), [7, 2])).toBe(false);
    expect(reminderDue(on('2026-12-01'), [0, 1, 2, 7])).toBe(false);
    expect(reminderDue(on('2026-11-23'), [])).toBe(false);
  });

  it('reminds a new hire before their own window closes', () => {
    const hire = {
      planYear: null,
      hireDate: '2026-11-20',
      waitingPeriod: { rule: 'hire-date' as const, days: 0, electionDays: 30 },
    };
    // Hired 20 November, 30 days to choose: the window's last day is 20 December.
    expect(mayEnroll({ today: '2026-12-13', ...hire })).toMatchObject({ reason: 'new-hire', daysLeft: 7 });
    expect(reminderDue(mayEnroll({ today: '2026-12-13', ...hire }), DEFAULT_REMINDER_DAYS)).toBe(true);
    expect(reminderDue(mayEnroll({ today: '2026-12-14', ...hire }), DEFAULT_REMINDER_DAYS)).toBe(false);
    expect(reminderDue(mayEnroll({ today: '2026-12-18', ...hire }), DEFAULT_REMINDER_DAYS)).toBe(true);
  });
});
