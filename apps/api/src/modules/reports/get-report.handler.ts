import type { Handler } from '../../kernel/handler';
import { reportScopeFor } from './reports.access';
import { buildReport } from './reports.service';

/** GET get-report: one report over a date range, for the asker's book (ADR 0023). */
export const getReport: Handler<'get-report'> = async ({ db, req, query }) =>
  buildReport(db, query.report, query, await reportScopeFor({ req, db }));
