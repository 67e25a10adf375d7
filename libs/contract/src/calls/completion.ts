import { z } from 'zod';
import { enrollmentId } from '../primitives';
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

/** The receipt: 'Dear {name}, Thank you' and the confirmation number (policy_id). */
export const receipt = z.object({ policy_id: policyId, name: z.string() });
export type Receipt = z.infer<typeof receipt>;

/** GET get-receipt: the receipt of a completed enrollment (an error envelope otherwise). */
export const receiptQuery = z.object({ enrollment_id: enrollmentId });

/** The schemas of the completion module's calls (apps/api/src/modules/completion, ADR 0030). */
export const completionCallSchemas = {
  'complete-enrollment': { body: completeEnrollmentBody, data: receipt },
  'get-receipt': { query: receiptQuery, data: receipt },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
