import type { FieldError, PayScheduleView, UploadPayCalendarBody } from '@bs/contract';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../kernel/access/principal';
import { PAY_CALENDAR_LIMITS } from '../../kernel/pay/pay-calendar-csv';
import { PAY_MESSAGES } from '../../kernel/pay/pay-messages';
import { validateSchedule } from '../../kernel/pay/validate-schedule';
import { uploadPool } from '../../kernel/workers/upload-pool';
import { replaceSchedule } from './pay-terms.service';

export const CALENDAR_FIELD = 'pay_calendar';
type Read = { ok: true; payDates: string[] } | { ok: false; errors: FieldError[] };

/**
 * Imports an irregular pay calendar for one plan year (ADR 0033): the file is read in the upload
 * worker pool (ADR 0025) by the pure reader, whose limits (64 KB, 400 rows) refuse it before it is
 * parsed; a file past 64 KB is refused here before it even reaches a worker. On success the plan
 * year's schedule becomes the calendar (its dates are the per-paycheck divisor), recorded with its
 * dates in the pay-terms history. Nothing is saved when any row is wrong.
 */
export async function importPayCalendar(
  db: Db,
  body: UploadPayCalendarBody,
  p: Principal,
): Promise<PayScheduleView> {
  const bytes = Buffer.from(body.pay_calendar, 'base64');
  if (bytes.byteLength > PAY_CALENDAR_LIMITS.maxBytes)
    throw new ApiError(422, [{ target_element: CALENDAR_FIELD, error_message: PAY_MESSAGES.calendarTooBig }]);
  const read = await uploadPool().run<Read>(
    'payCalendar',
    { bytes, planYearStart: body.plan_year_start },
    CALENDAR_FIELD,
  );
  if (!read.ok) throw new ApiError(422, read.errors);
  const v = validateSchedule({
    frequency: 'calendar',
    planYearStart: body.plan_year_start,
    payDates: read.payDates,
  });
  if (!v.ok) throw new ApiError(422, v.errors);
  return replaceSchedule(db, body.group_id, v.schedule, p, { file_name: body.file_name.slice(0, 255) });
}
