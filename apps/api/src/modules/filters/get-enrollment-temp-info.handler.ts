import type { Handler } from '../../http/handler';
import { requireEnrollment } from './enrollment.repository';

/** One column of the temporary enrollment; sections not saved yet answer null. */
export const getEnrollmentTempInfo: Handler<'get-enrollment-temp-info'> = async ({ db, query }) => {
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
    default:
      return { result: e.sections[query.column] ?? null };
  }
};
