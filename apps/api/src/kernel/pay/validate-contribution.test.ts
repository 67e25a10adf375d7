import { describe, expect, it } from 'vitest';
import { fill } from '../../i18n/translate';
import { parsePayCalendarCsv, PAY_CALENDAR_LIMITS } from './pay-calendar-csv';
import { PAY_MESSAGES as M } from './pay-messages';
import { validateContribution, type ContributionInput } from './validate-contribution';
import { validateSchedule } from './validate-schedule';

const TODAY = '2026-11-27';
const base: ContributionInput = {
  groupId: 77,
  category: 'dental',
  effectiveFrom: '2026-12-01',
  kind: 'percent_employee_only',
};
const targets = (r: ReturnType<typeof validateContribution>) =>
  r.ok ? [] : r.errors.map((e) => e.target_element);

describe('contribution validation', () => {
  it('accepts 50% of employee-only capped at $20.00 and keeps the percent as basis points', () => {
    expect(validateContribution({ ...base, percent: 50, capCents: 2000 }, TODAY)).toEqual({
      ok: true,
      rule: {
        groupId: 77,
        category: 'dental',
        planId: null,
        effectiveFrom: '2026-12-01',
        contribution: { kind: 'percent_employee_only', percentBp: 5000, capCents: 2000 },
      },
    });
    expect(validateContribution({ ...base, percent: 12.25 }, TODAY)).toMatchObject({
      ok: true,
      rule: { contribution: { percentBp: 1225, capCents: null } },
    });
  });

  it('refuses a percent of 0, over 100 or with three decimals, and a cap of nothing', () => {
    for (const percent of [0, 100.01, 33.333, -5, null])
      expect(targets(validateContribution({ ...base, percent }, TODAY))).toEqual(['percent']);
    expect(targets(validateContribution({ ...base, percent: 50, capCents: 0 }, TODAY))).toEqual(['cap']);
  });

  it('refuses a flat amount of nothing, of a fraction of a cent or over $10,000', () => {
    for (const monthlyCents of [0, 10.5, 1_000_001, null])
      expect(targets(validateContribution({ ...base, kind: 'flat', monthlyCents }, TODAY))).toEqual([
        'monthly_amount',
      ]);
    expect(validateContribution({ ...base, kind: 'flat', monthlyCents: 1000 }, TODAY).ok).toBe(true);
  });

  it('needs one tier amount above nothing, each a whole number of cents', () => {
    expect(targets(validateContribution({ ...base, kind: 'per_tier', tierCents: { IO: 0 } }, TODAY))).toEqual(
      ['tier_amount_IO'],
    );
    expect(
      targets(validateContribution({ ...base, kind: 'per_tier', tierCents: { IO: 1000, IF: -1 } }, TODAY)),
    ).toEqual(['tier_amount_IF']);
    expect(validateContribution({ ...base, kind: 'per_tier', tierCents: { IS: 2500 } }, TODAY)).toMatchObject(
      {
        ok: true,
        rule: { contribution: { kind: 'per_tier', tierCents: { IS: 2500 } } },
      },
    );
  });

  it('needs one scope, a known kind and a real start no earlier than today', () => {
    const r = validateContribution(
      { ...base, planId: 1001, kind: 'generous', effectiveFrom: '2026-02-30' },
      TODAY,
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        { target_element: 'category', error_message: M.scope },
        { target_element: 'effective_from', error_message: M.effectiveFrom },
        { target_element: 'kind', error_message: M.kind },
      ],
    });
    expect(
      targets(validateContribution({ ...base, kind: 'none', effectiveFrom: '2026-11-26' }, TODAY)),
    ).toEqual(['effective_from']);
    expect(
      validateContribution({ groupId: 77, planId: 1001, kind: 'none', effectiveFrom: TODAY }, TODAY).ok,
    ).toBe(true);
  });
});

describe('pay schedule validation', () => {
  it('accepts a frequency with its first pay date inside the plan year', () => {
    expect(
      validateSchedule({ frequency: 'biweekly', planYearStart: '2026-01-01', firstPayDate: '2026-01-02' }),
    ).toEqual({
      ok: true,
      schedule: {
        kind: 'frequency',
        frequency: 'biweekly',
        firstPayDate: '2026-01-02',
        planYearStart: '2026-01-01',
      },
    });
  });

  it('refuses an unknown frequency and a first pay date outside the year', () => {
    const r = validateSchedule({
      frequency: 'daily',
      planYearStart: '2026-01-01',
      firstPayDate: '2027-01-01',
    });
    expect(r.ok ? [] : r.errors.map((e) => e.target_element)).toEqual(['frequency', 'first_pay_date']);
  });

  it('takes a calendar only with pay dates', () => {
    expect(validateSchedule({ frequency: 'calendar', planYearStart: '2026-01-01', payDates: [] }).ok).toBe(
      false,
    );
    expect(
      validateSchedule({ frequency: 'calendar', planYearStart: '2026-01-01', payDates: ['2026-01-09'] }).ok,
    ).toBe(true);
  });
});

const csv = (s: string) => new TextEncoder().encode(s);

describe('pay calendar import', () => {
  it('reads dates in both spellings under an optional header, skipping blank lines', () => {
    expect(
      parsePayCalendarCsv(
        csv('\uFEFFPay Date\r\n2026-01-09\r\n\r\n1/23/2026\r\n02/06/2026,extra\r\n'),
        '2026-01-01',
      ),
    ).toEqual({
      ok: true,
      payDates: ['2026-01-09', '2026-01-23', '2026-02-06'],
    });
  });

  it('names each bad row: not a date, twice, outside the plan year', () => {
    expect(
      parsePayCalendarCsv(csv('2026-01-09\nsoon\n2026-01-09\n2027-01-08\n2026-02-30\n'), '2026-01-01'),
    ).toEqual({
      ok: false,
      errors: [
        { target_element: 'pay_calendar', error_message: fill(M.calendarDate, { row: 2, value: 'soon' }) },
        {
          target_element: 'pay_calendar',
          error_message: fill(M.calendarDuplicate, { row: 3, date: '2026-01-09' }),
        },
        {
          target_element: 'pay_calendar',
          error_message: fill(M.calendarOutside, { row: 4, date: '2027-01-08' }),
        },
        {
          target_element: 'pay_calendar',
          error_message: fill(M.calendarDate, { row: 5, value: '2026-02-30' }),
        },
      ],
    });
  });

  it('refuses a file over its size or row limit before reading it, and an empty one', () => {
    const big = new Uint8Array(PAY_CALENDAR_LIMITS.maxBytes + 1).fill(0x31);
    expect(parsePayCalendarCsv(big, '2026-01-01')).toEqual({
      ok: false,
      errors: [{ target_element: 'pay_calendar', error_message: M.calendarTooBig }],
    });
    const rows = Array.from({ length: PAY_CALENDAR_LIMITS.maxRows + 1 }, () => '2026-01-09').join('\n');
    expect(parsePayCalendarCsv(csv(rows), '2026-01-01')).toMatchObject({
      errors: [{ error_message: M.calendarTooMany }],
    });
    expect(parsePayCalendarCsv(csv('pay_date\n'), '2026-01-01')).toMatchObject({
      errors: [{ error_message: M.calendarEmpty }],
    });
  });
});
