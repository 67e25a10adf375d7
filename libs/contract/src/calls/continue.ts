import { z } from 'zod';
import { enrollmentId } from '../primitives';

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

/** GET direct-continue/{enrollment_id}: the e-mailed link; works while a save-later code is unexpired. */
export const directContinueParams = z.object({ enrollment_id: enrollmentId });
