import type { FieldError } from '@bs/contract';
import { isIsoDay, planYearEnd } from './iso-day';
import { isPayFrequency, type PaySchedule } from './pay-frequency';
import { PAY_MESSAGES as M } from './pay-messages';

export type ScheduleInput = {
  frequency: string;
  planYearStart: string;
  /** frequencies: the plan year's first pay date */
  firstPayDate?: string | null;
  /** 'calendar': the pay dates read from the imported calendar (pay-calendar-csv.ts) */
  payDates?: readonly string[] | null;
};

/** A pay schedule's rules: a known frequency (or a calendar), real days, a first pay date in the year. */
export function validateSchedule(
  input: ScheduleInput,
): { ok: true; schedule: PaySchedule } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const err = (target_element: string, error_message: string) =>
    errors.push({ target_element, error_message });
  const startOk = isIsoDay(input.planYearStart);
  if (!startOk) err('plan_year_start', M.planYearStart);
  if (input.frequency === 'calendar') {
    if (!input.payDates?.length) err('pay_calendar', M.calendarEmpty);
    if (errors.length) return { ok: false, errors };
    return {
      ok: true,
      schedule: { kind: 'calendar', payDates: input.payDates!, planYearStart: input.planYearStart },
    };
  }
  if (!isPayFrequency(input.frequency)) err('frequency', M.frequency);
  const first = input.firstPayDate ?? '';
  if (!isIsoDay(first)) err('first_pay_date', M.firstPayDate);
  else if (startOk && (first < input.planYearStart || first > planYearEnd(input.planYearStart)))
    err('first_pay_date', M.firstPayOutside);
  if (errors.length || !isPayFrequency(input.frequency)) return { ok: false, errors };
  return {
    ok: true,
    schedule: {
      kind: 'frequency',
      frequency: input.frequency,
      firstPayDate: first,
      planYearStart: input.planYearStart,
    },
  };
}
