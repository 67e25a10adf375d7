import { describe, expect, it } from 'vitest';
import { planYearEnd } from './iso-day';
import { payDatesInPlanYear } from './pay-frequency';

const year = (
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly',
  firstPayDate: string,
  planYearStart = '2026-01-01',
) => payDatesInPlanYear({ kind: 'frequency', frequency, firstPayDate, planYearStart });

describe('pay dates of a plan year', () => {
  it('ends a plan year a day before the same date next year', () => {
    expect(planYearEnd('2026-01-01')).toBe('2026-12-31');
    expect(planYearEnd('2026-07-01')).toBe('2027-06-30');
  });

  it('pays 52 weekly, 26 biweekly, 24 semi-monthly and 12 monthly paychecks in an ordinary year', () => {
    expect(year('weekly', '2026-01-02')).toHaveLength(52);
    expect(year('biweekly', '2026-01-02')).toHaveLength(26);
    expect(year('semimonthly', '2026-01-15')).toHaveLength(24);
    expect(year('monthly', '2026-01-30')).toHaveLength(12);
  });

  it('counts the paychecks the calendar really has: a weekly year starting on a payday has 53', () => {
    const weeks = year('weekly', '2026-01-01');
    expect(weeks).toHaveLength(53);
    expect(weeks.at(-1)).toBe('2026-12-31');
    expect(year('biweekly', '2026-01-01')).toHaveLength(27);
  });

  it('steps biweekly paydays by 14 days across month ends', () => {
    expect(year('biweekly', '2026-01-02').slice(0, 4)).toEqual([
      '2026-01-02',
      '2026-01-16',
      '2026-01-30',
      '2026-02-13',
    ]);
    expect(year('biweekly', '2026-01-02').at(-1)).toBe('2026-12-18');
  });

  it('pays semi-monthly on the 15th and the last day of each month', () => {
    expect(year('semimonthly', '2026-01-15').slice(0, 4)).toEqual([
      '2026-01-15',
      '2026-01-31',
      '2026-02-15',
      '2026-02-28',
    ]);
  });

  it('pays semi-monthly on the 1st and 16th, or starting from the month-end payday', () => {
    expect(year('semimonthly', '2026-01-01').slice(0, 3)).toEqual(['2026-01-01', '2026-01-16', '2026-02-01']);
    const fromEnd = year('semimonthly', '2026-01-31');
    expect(fromEnd.slice(0, 3)).toEqual(['2026-01-31', '2026-02-15', '2026-02-28']);
    expect(fromEnd).toHaveLength(23);
  });

  it('keeps a monthly payday on the 31st at each short month end', () => {
    expect(year('monthly', '2026-01-31').slice(0, 4)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('follows a plan year that starts mid-calendar-year into the next year', () => {
    const d = year('biweekly', '2026-07-10', '2026-07-01');
    expect(d).toHaveLength(26);
    expect(d.at(-1)).toBe('2027-06-25');
  });

  it('takes an imported calendar as it is: sorted, once each, inside the plan year', () => {
    expect(
      payDatesInPlanYear({
        kind: 'calendar',
        planYearStart: '2026-01-01',
        payDates: ['2026-03-05', '2026-01-09', '2026-03-05', '2027-01-08'],
      }),
    ).toEqual(['2026-01-09', '2026-03-05']);
  });
});
