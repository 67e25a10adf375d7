import Papa from 'papaparse';
import type { FieldError } from '@bs/contract';
import { fill } from '../../i18n/translate';
import { isIsoDay, planYearEnd } from './iso-day';
import { PAY_MESSAGES as M } from './pay-messages';

/**
 * Hard limits of an imported pay calendar: a plan year has at most 366 days, so 400 rows leave
 * room for a header and blank lines; 64 KB is far more than 400 dates need. Past either, the file
 * is refused before it is parsed (a calendar is never the place for a big file).
 */
export const PAY_CALENDAR_LIMITS = { maxBytes: 64 * 1024, maxRows: 400 } as const;
const FIELD = 'pay_calendar';
const MAX_ROW_ERRORS = 20;

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** YYYY-MM-DD or MM/DD/YYYY (payroll exports write both) as YYYY-MM-DD; undefined otherwise. */
function dayOf(cell: string): string | undefined {
  const us = US_DATE.exec(cell);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : cell;
  return isIsoDay(iso) ? iso : undefined;
}

/**
 * Reads a pay calendar: one pay date per row in the first column, an optional header row (a
 * first cell that is not a date and names a date: "pay_date", "Pay Date"), blank lines skipped;
 * a file that is not UTF-8 text (a NUL byte, invalid UTF-8) is refused before it is parsed.
 * Every date must be a real day inside the plan year and listed once. Pure and synchronous, so
 * the upload worker pool runs it (ADR 0025) for upload-pay-calendar.
 */
export function parsePayCalendarCsv(
  bytes: Uint8Array,
  planYearStart: string,
): { ok: true; payDates: string[] } | { ok: false; errors: FieldError[] } {
  const refuse = (error_message: string) => ({
    ok: false as const,
    errors: [{ target_element: FIELD, error_message }],
  });
  if (bytes.byteLength > PAY_CALENDAR_LIMITS.maxBytes) return refuse(M.calendarTooBig);
  // A spreadsheet, an image or any other binary file: refused whole, not as 400 rows of noise.
  if (bytes.includes(0)) return refuse(M.calendarNotText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return refuse(M.calendarNotText);
  }
  // Counting lines first bounds the parser's work to the limit, whatever the file holds.
  if (text.split(/\r\n|\n|\r/).length > PAY_CALENDAR_LIMITS.maxRows + 1) return refuse(M.calendarTooMany);
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  if (rows.length > PAY_CALENDAR_LIMITS.maxRows) return refuse(M.calendarTooMany);
  const end = planYearEnd(planYearStart);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const payDates: string[] = [];
  rows.forEach((row, i) => {
    const cell = (row[0] ?? '').trim();
    const line = i + 1;
    const day = dayOf(cell);
    if (!day) {
      if (i === 0 && /date/i.test(cell)) return;
      errors.push({
        target_element: FIELD,
        error_message: fill(M.calendarDate, { row: line, value: cell.slice(0, 40) }),
      });
    } else if (seen.has(day)) {
      errors.push({
        target_element: FIELD,
        error_message: fill(M.calendarDuplicate, { row: line, date: day }),
      });
    } else if (day < planYearStart || day > end) {
      errors.push({
        target_element: FIELD,
        error_message: fill(M.calendarOutside, { row: line, date: day }),
      });
    } else {
      seen.add(day);
      payDates.push(day);
    }
  });
  if (errors.length) return { ok: false, errors: errors.slice(0, MAX_ROW_ERRORS) };
  if (!payDates.length) return refuse(M.calendarEmpty);
  return { ok: true, payDates: payDates.sort() };
}
