import { z } from 'zod';
import { isoDay } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Enrollment reports (issue 21, ADR 0023): each report is one table of rows (a week, a month, a
 * plan, a rep, a group, a tenant or a funnel stage) with numbers, over a date range, scoped by
 * who asks (a rep's book, a group administrator's group, everything for the platform console).
 */

export const REPORT_KINDS = [
  'by-week',
  'by-month',
  'by-plan',
  'by-rep',
  'by-group',
  'by-tenant',
  'funnel',
  'premium',
] as const;
export const reportKind = z.enum(REPORT_KINDS, { error: 'Please choose a report from the list.' });
export type ReportKind = z.infer<typeof reportKind>;

/** The longest range one report covers: enough for three years side by side, bounded for the database. */
export const MAX_REPORT_DAYS = 1100;

const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

/** From and to are calendar days (UTC), both included; from may not be after to. */
function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  const from = dayNumber(v.from);
  const to = dayNumber(v.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return;
  if (from > to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date cannot be before the start date.' });
  else if (to - from > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Please choose a range of at most three years.' });
}

/** The screens' range form (from/to), checked as the calls check it. */
export const reportRange = z.object({ from: isoDay, to: isoDay }).superRefine(checkRange);
export type ReportRange = z.input<typeof reportRange>;

export const reportQuery = z.object({ report: reportKind, from: isoDay, to: isoDay }).superRefine(checkRange);
export type ReportQuery = z.input<typeof reportQuery>;

export const reportFormat = z.enum(['csv', 'xlsx'], { error: 'Please choose CSV or Excel.' });
export type ReportFormat = z.infer<typeof reportFormat>;
export const exportReportQuery = z
  .object({ report: reportKind, from: isoDay, to: isoDay, format: reportFormat })
  .superRefine(checkRange);
export type ExportReportQuery = z.input<typeof exportReportQuery>;

/** What a number counts: enrollments, money (cents) or people at a funnel stage. */
export const reportMeasure = z.enum(['enrollments', 'plans', 'premium_cents', 'count']);
export type ReportMeasure = z.infer<typeof reportMeasure>;

export const reportRow = z.object({
  /** Stable per row: the week's Monday or the month (YYYY-MM-DD / YYYY-MM), a plan, agent, group or tenant id, or a stage. */
  key: z.string(),
  /** A name to show (plan, rep, group, tenant); empty for weeks, months and stages, which the screen formats. */
  label: z.string(),
  /** The plan's category key (by-plan only), else null. */
  category: z.string().nullable(),
  /** One number per measure, in the order of `measures`. */
  values: z.array(z.number()),
});
export type ReportRow = z.infer<typeof reportRow>;

export const report = z.object({
  report: reportKind,
  from: z.string(),
  to: z.string(),
  /** Whose enrollments: a rep's book, a group, or the whole platform. */
  scope: z.enum(['book', 'group', 'platform']),
  measures: z.array(reportMeasure),
  rows: z.array(reportRow),
});
export type Report = z.infer<typeof report>;

/** A report as a file: CSV (UTF-8 with BOM) or XLSX, base64 in the envelope like every answer. */
export const reportFile = z.object({
  file_name: z.string(),
  media_type: z.string(),
  content_base64: z.string(),
});
export type ReportFile = z.infer<typeof reportFile>;

/** The schemas of the reports module's calls (apps/api/src/modules/reports, ADR 0030). */
export const reportsCallSchemas = {
  'get-report': { query: reportQuery, data: report },
  'export-report': { query: exportReportQuery, data: reportFile },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
