import type { Handler } from '../../kernel/handler';
import { reportFile } from './report-file';
import { reportScopeFor } from './reports.access';
import { buildReport } from './reports.service';

/** GET export-report: the same report as a CSV or XLSX file, headings in the asker's language. */
export const exportReport: Handler<'export-report'> = async ({ db, req, query, lang }) => {
  const report = await buildReport(db, query.report, query, await reportScopeFor({ req, db }));
  return reportFile(report, query.format, lang);
};
