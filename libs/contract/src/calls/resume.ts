import { z } from 'zod';
import { enrollmentId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

export const continueEnrollmentBody = z.object({
  code: z.string().trim().min(1, 'Please enter your code').max(64),
  email: z.string().trim().min(1, 'Please enter your e-mail').email('Please enter a valid e-mail'),
});
export type ContinueEnrollmentBody = z.input<typeof continueEnrollmentBody>;
export const savedTab = z.enum([
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'eoi_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
  'cart_info',
]);
export type SavedTab = z.infer<typeof savedTab>;
export const continueEnrollmentResult = z.object({
  result: z.object({
    enrollment_id: enrollmentId,
    saved_tab: savedTab,
    eprocess: z.enum(['rep', 'applicant', 'group']),
    /** Completed already: the person is shown that (and where the receipt went), never a step. */
    completed: z.boolean(),
    others: z.object({
      group_id: z.number().int(),
      platform_group_id: z.number().int().nullable(),
      agent_id: z.number().int(),
      open_type: z.string().nullable(),
      type: z.string().nullable(),
    }),
  }),
});
export type ContinueEnrollmentResult = z.infer<typeof continueEnrollmentResult>;

/**
 * GET direct-continue/{token}: the e-mailed link. The token is the link's own (256 random bits,
 * hashed at rest, expiring with the save-later code, revoked by a newer save), never the
 * enrollment id, which is a name and opens nothing (ADR 0013).
 */
export const continueLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.');
export const directContinueParams = z.object({ token: continueLinkToken });

/** The schemas of the resume module's calls (apps/api/src/modules/resume, ADR 0030). */
export const resumeCallSchemas = {
  'continue-enrollment': { body: continueEnrollmentBody, data: continueEnrollmentResult },
  'direct-continue': { params: directContinueParams, data: continueEnrollmentResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
