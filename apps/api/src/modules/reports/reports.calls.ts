import { defineCalls } from '../../kernel/calls/call-entry';
import { REPORT_RANGE_RULE } from '../../http/docs-rules';
import { exportReport } from './export-report.handler';
import { getReport } from './get-report.handler';

/** The calls of the reports module: each one's handler, documentation, rules and limits (ADR 0030). */
export const reportsCalls = defineCalls({
  'get-report': {
    handler: getReport,
    docs: [
      'Reports',
      "One report over `from`..`to` (UTC calendar days, both included): completed enrollments by week or month (every period listed), by plan (with its category), by rep, by group or by tenant (with their monthly premium in cents), the funnel of enrollments started in the range (quotes, carts, enrollments started, completed) or the monthly premium written. Scoped by who asks: the rep's book, the group administrator's group, every enrollment for the platform administrator; members are refused.",
    ],
    rules: REPORT_RANGE_RULE,
    access: ['view-reports'],
  },
  'export-report': {
    handler: exportReport,
    docs: [
      'Reports',
      'The same report as a file (CSV, UTF-8 with a byte order mark, or XLSX), base64 in the envelope, headings in the Accept-Language; text cells that a spreadsheet would run as a formula (starting with = + - @) are written with a leading apostrophe.',
    ],
    rules: REPORT_RANGE_RULE,
    access: ['view-reports'],
  },
});
