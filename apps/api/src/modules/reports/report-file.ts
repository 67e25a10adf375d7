import ExcelJS from 'exceljs';
import type { Language } from '@bs/domain';
import type { Report, ReportFile, ReportKind, ReportMeasure } from '@bs/contract';
import { t } from '../../i18n/messages';
import { formulaSafe } from '../../kernel/export/formula-safe';

type Cell = string | number;

// Headings are composed here in the request's language; each English literal is in
// messages.es.ts (the catalogue test reads the literals passed to t).
function keyHeadings(kind: ReportKind, lang: Language): string[] {
  switch (kind) {
    case 'by-week':
      return [t(lang, 'Week starting')];
    case 'by-month':
    case 'premium':
      return [t(lang, 'Month')];
    case 'by-plan':
      return [t(lang, 'Category'), t(lang, 'Plan name')];
    case 'by-rep':
      return [t(lang, 'Agent id'), t(lang, 'Rep')];
    case 'by-group':
      return [t(lang, 'Group id'), t(lang, 'Group')];
    case 'by-tenant':
      return [t(lang, 'Tenant'), t(lang, 'Store name')];
    case 'funnel':
      return [t(lang, 'Stage')];
  }
}

function measureHeading(m: ReportMeasure, lang: Language): string {
  switch (m) {
    case 'enrollments':
      return t(lang, 'Completed enrollments');
    case 'plans':
      return t(lang, 'Enrollments in the plan');
    case 'premium_cents':
      return t(lang, 'Monthly premium (USD)');
    case 'count':
      return t(lang, 'Enrollments');
  }
}

function stageName(key: string, lang: Language): string {
  if (key === 'quotes') return t(lang, 'Quotes started');
  if (key === 'carts') return t(lang, 'Carts');
  if (key === 'started') return t(lang, 'Enrollments started');
  return t(lang, 'Completed');
}

/** One line per row: its key columns as text (formula-safe), then its numbers (money in dollars). */
export function reportTable(r: Report, lang: Language): { head: string[]; body: Cell[][] } {
  const head = [...keyHeadings(r.report, lang), ...r.measures.map((m) => measureHeading(m, lang))];
  const body = r.rows.map((row) => {
    const keys: string[] =
      r.report === 'by-plan'
        ? [row.category ?? '', row.label]
        : r.report === 'funnel'
          ? [stageName(row.key, lang)]
          : ['by-rep', 'by-group', 'by-tenant'].includes(r.report)
            ? [row.key, row.label]
            : [row.key];
    const numbers = row.values.map((v, i) => (r.measures[i] === 'premium_cents' ? v / 100 : v));
    return [...keys.map(formulaSafe), ...numbers];
  });
  return { head: head.map(formulaSafe), body };
}

const csvCell = (c: Cell) =>
  typeof c === 'number' ? String(c) : /[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c;

/** RFC 4180 with a BOM, so Excel opens the UTF-8 (Spanish headings) as UTF-8. */
export function toCsv(table: { head: string[]; body: Cell[][] }): Buffer {
  const lines = [table.head, ...table.body].map((l) => l.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(table: { head: string[]; body: Cell[][] }, sheetName: string, money: number[]) {
  const book = new ExcelJS.Workbook();
  book.creator = 'Benefit Store';
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(table.head).font = { bold: true };
  for (const line of table.body) sheet.addRow(line);
  table.head.forEach((h, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.max(12, Math.min(40, h.length + 2));
    if (money.includes(i)) col.numFmt = '#,##0.00';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function reportFile(r: Report, format: 'csv' | 'xlsx', lang: Language): Promise<ReportFile> {
  const table = reportTable(r, lang);
  const name = `report-${r.report}-${r.from}-${r.to}.${format}`;
  if (format === 'csv')
    return {
      file_name: name,
      media_type: 'text/csv; charset=utf-8',
      content_base64: toCsv(table).toString('base64'),
    };
  const keyCount = table.head.length - r.measures.length;
  const money = r.measures.flatMap((m, i) => (m === 'premium_cents' ? [keyCount + i] : []));
  const xlsx = await toXlsx(table, r.report, money);
  return {
    file_name: name,
    media_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content_base64: xlsx.toString('base64'),
  };
}
