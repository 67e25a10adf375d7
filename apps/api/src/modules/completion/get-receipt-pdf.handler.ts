import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { findReceipt } from './complete-enrollment.service';
import { NOT_COMPLETED } from './get-receipt.handler';
import { receiptPdf } from './receipt-pdf';
import { receiptViewFor } from './receipt-details';

/**
 * GET get-receipt-pdf: the receipt PDF the mail carried, for the receipt page's download (issue
 * 32), in the reader's language. The same readers as get-receipt; masked values only.
 */
export const getReceiptPdf: Handler<'get-receipt-pdf'> = async ({ db, query, config, lang }) => {
  await requireEnrollment(db, query.enrollment_id);
  const receipt = await findReceipt(db, query.enrollment_id);
  if (!receipt) throw notFound('enrollment_id', NOT_COMPLETED);
  const built = await receiptViewFor(db, {
    enrollmentId: query.enrollment_id,
    policyId: receipt.policy_id,
    config,
    lang,
  });
  if (!built) throw notFound('enrollment_id', NOT_COMPLETED);
  return {
    file_name: `enrollment-${receipt.policy_id}.pdf`,
    content_type: 'application/pdf',
    content_base64: (await receiptPdf(built.view, lang)).toString('base64'),
  };
};
