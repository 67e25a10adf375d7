import type { DependentRecord } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { mayReadHealthAnswers } from '../../kernel/access/health-answers-access';
import { viewSection, withheldDependentHealth } from '../../kernel/enrollment/stored-sections';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

/** Sections that hold health answers: staff may be answered only that they were given (ADR 0026). */
const HEALTH_SECTIONS = new Set<string>(['health_info', 'eoi_info', 'dependent_info']);

/** One column of the temporary enrollment; sections not saved yet answer null; SSNs come masked. */
export const getEnrollmentTempInfo: Handler<'get-enrollment-temp-info'> = async ({
  db,
  req,
  query,
  config,
}) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  switch (query.column) {
    case 'filter_info':
      return { result: e.filter_info };
    case 'effective_date':
      return { result: e.effective_date };
    case 'eprocess':
      return { result: e.eprocess };
    case 'type':
      return { result: e.type };
  }
  const value = viewSection(query.column, e.sections[query.column], config.dataKey);
  if (value == null || !HEALTH_SECTIONS.has(query.column)) return { result: value };
  const section = query.column as 'health_info' | 'eoi_info' | 'dependent_info';
  if (await mayReadHealthAnswers(req, db, { kind: 'enrollment', section, ...e })) return { result: value };
  if (section !== 'dependent_info') return { result: null, answered: true };
  return { result: (value as DependentRecord[]).map(withheldDependentHealth) };
};
