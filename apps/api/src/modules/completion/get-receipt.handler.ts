import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { findReceipt } from './complete-enrollment.service';
import { receiptDetails } from './receipt-details';

export const NOT_COMPLETED = 'This enrollment is not complete yet.';

/**
 * The receipt page's data: the member's name and the policy id of a completed enrollment, with
 * what the mailed PDF shows (plans, amounts, date, people covered, payment masked).
 */
export const getReceipt: Handler<'get-receipt'> = async ({ db, query, config, lang }) => {
  await requireEnrollment(db, query.enrollment_id);
  const receipt = await findReceipt(db, query.enrollment_id);
  if (!receipt) throw notFound('enrollment_id', NOT_COMPLETED);
  const details = await receiptDetails(db, {
    enrollmentId: query.enrollment_id,
    policyId: receipt.policy_id,
    config,
    lang,
  });
  return details ? { ...receipt, details } : receipt;
};
