import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only: the enrollment reports
// (issue 21, ADR 0023).

export const REPORT_CALL_DOCS = {
  'get-report': [
    'Reports',
    "One report over `from`..`to` (UTC calendar days, both included): completed enrollments by week or month (every period listed), by plan (with its category), by rep, by group or by tenant (with their monthly premium in cents), the funnel of enrollments started in the range (quotes, carts, enrollments started, completed) or the monthly premium written. Scoped by who asks: the rep's book, the group administrator's group, every enrollment for the platform administrator; members are refused.",
  ],
  'export-report': [
    'Reports',
    'The same report as a file (CSV, UTF-8 with a byte order mark, or XLSX), base64 in the envelope, headings in the Accept-Language; text cells that a spreadsheet would run as a formula (starting with = + - @) are written with a leading apostrophe.',
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
