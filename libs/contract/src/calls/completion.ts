import { z } from 'zod';
import { enrollmentId } from '../primitives';
import { downloadFile } from './census';
import { eoiSplit, shopPay } from './catalogue';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * A policy id: generated once when an enrollment completes; readable on the phone and on paper
 * (no 0/O/1/I), unguessable enough (8 random characters of 32: 40 bits).
 */
export const policyId = z.string().regex(/^BS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

/**
 * POST complete-enrollment (DESIGN §4 'Receipt'; not in the spec's table): called by the wizard
 * once, after the last tab's save. One idempotent step: the temporary enrollment becomes a member
 * (or updates the existing member) with coverage for each cart plan, a policy id is made once and
 * the 'Enrollment Receipt' mail is queued. A retry or a double click answers the same policy id.
 * A required tab not yet saved is an error naming that tab (target_element = the tab's section,
 * e.g. payment_info).
 */
export const completeEnrollmentBody = z.object({ enrollment_id: enrollmentId });
export type CompleteEnrollmentBody = z.input<typeof completeEnrollmentBody>;

/**
 * What the receipt PDF shows, for the receipt page (get-receipt only): amounts as the PDF prints
 * them ('$94.99'), dates MM/DD/YYYY, the payment masked (xxxxxx1111), the member first among the people.
 */
export const receiptDetails = z.object({
  effective_date: z.string(),
  /** `pay`: a group employee's deduction per paycheck (ADR 0033), as the cart answers it. */
  plans: z.array(
    z.object({
      name: z.string(),
      option: z.string().optional(),
      price: z.string(),
      pay: shopPay.optional(),
      /** Above guaranteed issue: the approved and the pending lines (issue 30); `price` is the approved one's. */
      eoi: eoiSplit.optional(),
    }),
  ),
  initial_cost: z.string(),
  recurring_cost: z.string(),
  /** The total per paycheck, when every plan has one. */
  pay: shopPay.optional(),
  people: z.array(z.object({ name: z.string(), relationship: z.enum(['member', 'spouse', 'child']) })),
  payment: z.object({ method: z.enum(['cc', 'eft', 'list', 'stmt', '']), detail: z.string() }),
  email: z.string(),
});
export type ReceiptDetails = z.infer<typeof receiptDetails>;

/** The receipt: 'Dear {name}, Thank you' and the confirmation number (policy_id); get-receipt adds details. */
export const receipt = z.object({
  policy_id: policyId,
  name: z.string(),
  details: receiptDetails.optional(),
});
export type Receipt = z.infer<typeof receipt>;

/** GET get-receipt: the receipt of a completed enrollment (an error envelope otherwise). */
export const receiptQuery = z.object({ enrollment_id: enrollmentId });

/** The schemas of the completion module's calls (apps/api/src/modules/completion, ADR 0030). */
export const completionCallSchemas = {
  'complete-enrollment': { body: completeEnrollmentBody, data: receipt },
  'get-receipt': { query: receiptQuery, data: receipt },
  /** The receipt PDF (the mail's attachment), base64, for the receipt page's download. */
  'get-receipt-pdf': { query: receiptQuery, data: downloadFile },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
