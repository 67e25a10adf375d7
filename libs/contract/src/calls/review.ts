import { z } from 'zod';
import { enrollmentId } from '../primitives';
import { optionalText } from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as w from './wizard';
import { tempInfo } from './enrollment-start';
import { savedTab } from './resume';

/**
 * Review & Confirmation (spec §2): the cards read the saved sections (get-enrollment-temp-info),
 * the side panel reads get-plan-cart (result[].plan_name/price, initial_month_cost = First Month
 * Total Cost, recurring_month_cost = Recurring Monthly Cost).
 *
 * POST save-review-info: Next on review. first_enroll is always 1 (spec §9). When the enrollment
 * asks no dependent information, dependents saved earlier are removed first (spec §4). Errors
 * name review_info.<field>.
 */
export const reviewInfoShape = {
  additional_notes: optionalText(2000),
};
export const reviewInfoForm = z.object(reviewInfoShape);
export type ReviewInfoForm = z.input<typeof reviewInfoForm>;

export const saveReviewInfoBody = z.object({
  enrollment_id: enrollmentId,
  ...reviewInfoShape,
  first_enroll: z.literal(1, { error: 'first_enroll must be 1.' }),
});
export type SaveReviewInfoBody = z.input<typeof saveReviewInfoBody>;

/** The step sections of get-enrollment-temp-info (spelt as its columns), all of them answered. */
export const reviewSectionColumn = savedTab.exclude(['cart_info']);
/**
 * GET get-review-sections: the Review step's one read of what every step saved (issue 31: nine
 * reads were one per card), each section as get-enrollment-temp-info answers its column.
 */
export const reviewSectionsQuery = z.object({ enrollment_id: enrollmentId });
export const reviewSections = z.object({ sections: z.record(reviewSectionColumn, tempInfo) });
export type ReviewSections = z.infer<typeof reviewSections>;

/** The schemas of the review module's calls (apps/api/src/modules/review, ADR 0030). */
export const reviewCallSchemas = {
  'save-review-info': { body: saveReviewInfoBody, data: w.saveStatus },
  'get-review-sections': { query: reviewSectionsQuery, data: reviewSections },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
