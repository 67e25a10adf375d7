import type { BoardRow } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { csvFile } from '../../kernel/export/csv-file';
import { xlsxFile } from '../../kernel/export/xlsx-file';

/** Each status as a person reads it (the board's words). */
const STATUS_LABEL: Record<BoardRow['status'], (lang: Language) => string> = {
  not_invited: (lang) => t(lang, 'Not invited'),
  invited: (lang) => t(lang, 'Invited'),
  opened: (lang) => t(lang, 'Opened'),
  in_progress: (lang) => t(lang, 'In progress'),
  enrolled: (lang) => t(lang, 'Enrolled'),
  waived: (lang) => t(lang, 'Declined'),
};

/** The export's columns, headed in the reader's language. */
const COLUMNS: [string, (r: BoardRow, lang: Language) => string][] = [
  ['Employee ID', (r) => r.employee_id],
  ['First name', (r) => r.first_name],
  ['Last name', (r) => r.last_name],
  ['E-mail', (r) => r.email],
  ['Status', (r, lang) => STATUS_LABEL[r.status](lang)],
  ['Invited', (r) => r.invited_at ?? ''],
  ['Last reminded', (r) => r.last_reminded_at ?? ''],
  ['Waiver reason', (r) => r.waive_reason ?? ''],
  ['Plans', (r) => r.plans.map((p) => p.plan_name).join('; ')],
  ['Monthly total', (r) => (r.monthly_cents / 100).toFixed(2)],
  // What payroll deducts and what the employer adds (ADR 0033); empty without a pay schedule.
  ['Employee per paycheck', (r) => r.pay?.employee_per_paycheck.toFixed(2) ?? ''],
  ['Paychecks a year', (r) => (r.pay ? String(r.pay.paychecks_per_year) : '')],
  ['Employer per month', (r) => r.pay?.employer_monthly.toFixed(2) ?? ''],
  ['Last activity', (r) => r.last_activity_at ?? ''],
];

const header = (lang: Language) => COLUMNS.map(([h]) => t(lang, h));
const cells = (rows: BoardRow[], lang: Language) => rows.map((r) => COLUMNS.map(([, v]) => v(r, lang)));

/** CSV (kernel/export: formula-escaped, RFC 4180, with a BOM so Excel reads Spanish accents). */
export function boardCsv(rows: BoardRow[], lang: Language): Buffer {
  return Buffer.from(csvFile(header(lang), cells(rows, lang)), 'utf8');
}

/** An .xlsx workbook of one sheet (kernel/export: text cells formula-escaped). */
export function boardXlsx(rows: BoardRow[], lang: Language): Promise<Buffer> {
  return xlsxFile(t(lang, 'Enrollment board'), header(lang), cells(rows, lang));
}
