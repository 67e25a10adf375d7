import type { Language } from '@bs/domain';
import type { Report, ReportFile, ReportKind, ReportMeasure } from '@bs/contract';
import { t } from '../../i18n/messages';
import { csvFile } from '../../kernel/export/csv-file';
import { xlsxFile } from '../../kernel/export/xlsx-file';

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

/** One line per row: its key columns as text, then its numbers (money in dollars); the file writers escape formulas. */
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
    return [...keys, ...numbers];
  });
  return { head, body };
}

export async function reportFile(r: Report, format: 'csv' | 'xlsx', lang: Language): Promise<ReportFile> {
  const table = reportTable(r, lang);
  const name = `report-${r.report}-${r.from}-${r.to}.${format}`;
  if (format === 'csv')
    return {
      file_name: name,
      media_type: 'text/csv; charset=utf-8',
      content_base64: Buffer.from(csvFile(table.head, table.body), 'utf8').toString('base64'),
    };
  const keyCount = table.head.length - r.measures.length;
  const money = r.measures.flatMap((m, i) => (m === 'premium_cents' ? [keyCount + i] : []));
  const xlsx = await xlsxFile(r.report, table.head, table.body, { money });
  return {
    file_name: name,
    media_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content_base64: xlsx.toString('base64'),
  };
}
