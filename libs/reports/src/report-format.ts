import type { Report, ReportKind, ReportMeasure, ReportRow } from '@bs/contract';
import { formatMoney, type TFunction } from '@bs/i18n';
import type { Language } from '@bs/domain';
import { categoryName } from '@bs/ui';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** A UTC calendar day (YYYY-MM-DD) for reading: "Mar 4, 2019" / "4 mar 2019". */
export const formatDay = (day: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A month (YYYY-MM): "March 2019" / "marzo de 2019". */
export const formatMonth = (month: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export const formatCount = (n: number, lang: Language) => new Intl.NumberFormat(LOCALES[lang]).format(n);

export const formatMeasure = (m: ReportMeasure, v: number, lang: Language) =>
  m === 'premium_cents' ? formatMoney(v / 100, lang) : formatCount(v, lang);

/** The name of a row as the screen shows it: a week, a month, a stage, or the server's name. */
export function rowName(kind: ReportKind, row: ReportRow, t: TFunction, lang: Language): string {
  switch (kind) {
    case 'by-week':
      return formatDay(row.key, lang);
    case 'by-month':
    case 'premium':
      return formatMonth(row.key, lang);
    case 'funnel':
      return t(`stage.${row.key}`);
    case 'by-tenant':
      return row.label || t('noTenant');
    default:
      return row.label || t('unnamed', { id: row.key });
  }
}

/** The heading of the column that names the rows. */
export function nameHeading(kind: ReportKind, t: TFunction): string {
  const col: Record<ReportKind, string> = {
    'by-week': 'week',
    'by-month': 'month',
    premium: 'month',
    'by-plan': 'plan',
    'by-rep': 'rep',
    'by-group': 'group',
    'by-tenant': 'tenant',
    funnel: 'stage',
  };
  return t(`col.${col[kind]}`);
}

export const categoryOf = (row: ReportRow) => (row.category ? categoryName(row.category) : '');

/** No enrollment at all in the range (over-time reports list every period, with zeros). */
export const isEmpty = (r: Report) => r.rows.every((row) => row.values.every((v) => v === 0));
