import ExcelJS from 'exceljs';
import type { BoardRow } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { formulaSafe } from '../../kernel/export/formula-safe';

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
  ['Last activity', (r) => r.last_activity_at ?? ''],
];

function table(rows: BoardRow[], lang: Language): string[][] {
  return [
    COLUMNS.map(([h]) => t(lang, h)),
    ...rows.map((r) => COLUMNS.map(([, v]) => formulaSafe(v(r, lang)))),
  ];
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** RFC 4180 CSV with a BOM, so Excel opens the accents of Spanish names right. */
export function boardCsv(rows: BoardRow[], lang: Language): Buffer {
  const text = table(rows, lang)
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/** An .xlsx workbook of one sheet; every cell is a string (no formulas, no type guessing). */
export async function boardXlsx(rows: BoardRow[], lang: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(lang, 'Enrollment board'));
  for (const line of table(rows, lang)) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
