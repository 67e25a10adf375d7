import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { completeEnrollment } from './complete-enrollment.handler';
import { getReceipt } from './get-receipt.handler';
import { getReceiptPdf } from './get-receipt-pdf.handler';

/** The calls of the completion module: each one's handler, documentation, rules and limits (ADR 0030). */
export const completionCalls = defineCalls({
  'complete-enrollment': {
    handler: completeEnrollment,
    docs: [
      'Receipt',
      'Completes the enrollment once every step is saved: the applicant becomes a member (or the member is updated) with coverage for each cart plan, a policy id is made and the receipt mail queued. A retry answers the same policy id.',
    ],
    anonymous: ENROLLMENT_WRITES,
  },
  'get-receipt': {
    handler: getReceipt,
    docs: [
      'Receipt',
      'The receipt of a completed enrollment: the name and the policy id, with what the mailed PDF shows (plans, amounts, effective date, people covered, payment masked).',
    ],
  },
  'get-receipt-pdf': {
    handler: getReceiptPdf,
    docs: [
      'Receipt',
      'The receipt PDF the receipt mail carried (masked values), for the receipt page to download; the same readers as get-receipt.',
    ],
  },
});
