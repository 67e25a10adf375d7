import { z } from 'zod';
import {
  dob,
  enrollmentId,
  eprocess,
  gender,
  numericId,
  openType,
  optionalNumericId,
  smoker,
  tier,
  zip,
} from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

export const validateZipQuery = z.object({ zip_code: zip });
export const validateZip = z.object({ zip: z.string(), state: z.string(), city: z.string() });

/** POST add-filter-for-new-user: the open-enrollment form creates the temporary enrollment. */
export const addFilterForNewUserBody = z.object({
  zip,
  dob,
  gender,
  tier,
  eprocess,
  agent_id: numericId,
  group_id: numericId,
  platform_group_id: optionalNumericId,
  /** A new member's enrollment only: an existing member's starts with add-filter-for-existing-user. */
  type: z.enum(['new-member', 'new-group-member']).optional(),
  open_type: openType.optional(),
  referral: z.string().max(64).optional(),
});
export type AddFilterForNewUserBody = z.input<typeof addFilterForNewUserBody>;
export const addFilterResult = z.object({
  temp_enrollment_id: enrollmentId,
  show_quotation: z.enum(['yes', 'no']),
});
export type AddFilterResult = z.infer<typeof addFilterResult>;

/**
 * PUT change-filter-info/{enrollment_id}: only non-empty quote basics are sent; absent ones keep their
 * value. Strict: the person (user_id), the book (agent_id, group_id) and eprocess are fixed when
 * the enrollment is created, so a body naming them is refused rather than quietly half-applied.
 */
export const changeFilterParams = z.object({ enrollment_id: enrollmentId });
export const changeFilterBody = z.strictObject({
  zip: zip.optional(),
  dob: dob.optional(),
  is_smoker: smoker.optional(),
  gender: gender.optional(),
  tier: tier.optional(),
  annual_incode: z.number().min(0).max(100_000_000).optional(),
  working_hours: z.number().min(0).max(168).optional(),
  plan_id: optionalNumericId,
});
export type ChangeFilterBody = z.input<typeof changeFilterBody>;
export const changeFilterResult = z.object({ plan_id: z.number().int().optional() });

export const filterInfo = z.object({
  dob: z.string(),
  zip: z.string(),
  state: z.string(),
  tier: z.string(),
  gender: z.number().int(),
  is_smoker: z.number().int().nullable(),
  eprocess: z.string(),
  agent_id: z.number().int(),
  group_id: z.number().int(),
  platform_group_id: z.number().int().nullable(),
  type: z.string().nullable(),
  open_type: z.string().nullable(),
  annual_incode: z.number().nullable(),
  working_hours: z.number().nullable(),
  user_id: z.number().int().nullable(),
});
export type FilterInfo = z.infer<typeof filterInfo>;

/**
 * Columns of get-enrollment-temp-info (spec §7). Sections not saved yet answer null. SSNs come
 * masked; primary_info, contact_info and employer_info are objects of the step's fields;
 * benificiary_info is a list of beneficiaries, dependent_info a list of {primary_info,
 * health_info}, health_info the answers (the shapes of beneficiaryRecord, dependentRecord and
 * healthInfoRecord).
 */
export const tempInfoColumn = z.enum([
  'eprocess',
  'type',
  'filter_info',
  'effective_date',
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'eoi_info',
  'dependent_info',
  'payment_info',
  'review_info',
  'aggrement_info',
]);
export const tempInfoQuery = z.object({ enrollment_id: enrollmentId, column: tempInfoColumn });
/** `answered`: health answers exist but this caller (staff) is not shown them (ADR 0026). */
export const tempInfo = z.object({ result: z.unknown(), answered: z.boolean().optional() });

/**
 * POST add-filter-for-existing-user: starts an enrollment for a current member (type
 * existing-member); zip, DOB and gender come from the member's record. A rep (agent_id) or group
 * administrator (group_id) may only start one for a member of their own book.
 */
export const addFilterForExistingUserBody = z.object({
  enroll_type: z.literal('existing-member'),
  user_id: numericId,
  tier,
  eprocess: eprocess.optional(),
  agent_id: optionalNumericId,
  group_id: optionalNumericId,
});
export type AddFilterForExistingUserBody = z.input<typeof addFilterForExistingUserBody>;

/** The schemas of the enrollment-start module's calls (apps/api/src/modules/enrollment-start, ADR 0030). */
export const enrollmentStartCallSchemas = {
  'validate-zip-code': { query: validateZipQuery, data: validateZip },
  'add-filter-for-new-user': { body: addFilterForNewUserBody, data: addFilterResult },
  'change-filter-info': {
    params: changeFilterParams,
    body: changeFilterBody,
    data: changeFilterResult,
  },
  'get-enrollment-temp-info': { query: tempInfoQuery, data: tempInfo },
  'add-filter-for-existing-user': { body: addFilterForExistingUserBody, data: addFilterResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
