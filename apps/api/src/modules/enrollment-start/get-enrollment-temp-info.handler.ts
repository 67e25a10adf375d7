import type { Handler } from '../../kernel/handler';
import { sectionForCaller } from '../../kernel/enrollment/section-for-caller';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

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
  return sectionForCaller(req, db, config, e, query.column);
};
