import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { findReceipt } from './complete-enrollment.service';

export const NOT_COMPLETED = 'This enrollment is not complete yet.';

/** The receipt page's data: the member's name and the policy id of a completed enrollment. */
export const getReceipt: Handler<'get-receipt'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  const receipt = await findReceipt(db, query.enrollment_id);
  if (!receipt) throw notFound('enrollment_id', NOT_COMPLETED);
  return receipt;
};
