import { z } from 'zod';
import { enrollmentId } from '../primitives';
import { maskedSsn } from './wizard';
import { optionalPersonName, optionalSsn, pastDate, percentage, personName } from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';

/** Relationship keys of get-beneficiary-relationships (names come from that call). */
export const BENEFICIARY_RELATIONSHIPS = [
  'spouse',
  'domestic_partner',
  'child',
  'grandchild',
  'parent',
  'sibling',
  'other_relative',
  'friend',
] as const;

/** Server-assigned ids of listed people (beneficiaries, dependents). */
export const personId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'This entry was not found.');

/**
 * One beneficiary (spec §3). beneficiary_id is absent for a new one and kept for an edited
 * one; a masked SSN sent back unchanged keeps the stored number. The SSN is optional.
 */
export const beneficiaryShape = {
  beneficiary_id: personId.optional(),
  first_name: personName(),
  middle_name: optionalPersonName(),
  last_name: personName(),
  birthdate: pastDate('Please enter the date of birth as MM/DD/YYYY.'),
  ssn: optionalSsn(),
  relationship: z.enum(BENEFICIARY_RELATIONSHIPS, { error: 'Please choose a relationship.' }),
  beneficiary_percentage: percentage(),
};
/** The add and edit forms of the Beneficiary step. */
export const beneficiaryForm = z.object(beneficiaryShape);
export type BeneficiaryForm = z.input<typeof beneficiaryForm>;
export type Beneficiary = z.output<typeof beneficiaryForm>;

/** POST validate-single-beneficiary; errors name the form's fields (first_name, ssn...). */
export const validateSingleBeneficiaryBody = z.object({
  ...beneficiaryShape,
  /** With it, a masked SSN must belong to this enrollment's beneficiary_id. */
  enrollment_id: enrollmentId.optional(),
});
export type ValidateSingleBeneficiaryBody = z.input<typeof validateSingleBeneficiaryBody>;

/**
 * POST save-beneficiary-info: the whole list replaces the saved one (a repeated save changes
 * nothing). At least one beneficiary and a total of exactly 100 (else one message on
 * benificiary_info); errors of an entry name beneficiaries.<n>.<field>.
 */
export const saveBeneficiaryInfoBody = z.object({
  enrollment_id: enrollmentId,
  beneficiaries: z.array(beneficiaryForm).max(20, 'At most 20 beneficiaries can be listed.'),
});
export type SaveBeneficiaryInfoBody = z.input<typeof saveBeneficiaryInfoBody>;

/**
 * POST keep-beneficiary-draft: the list as it stands after an add, edit or delete, kept so a
 * reload or a lost connection never loses a typed beneficiary. Entries are checked field by field
 * (as a save-later draft), not as a whole: the total may be under 100 until Next saves the list.
 */
export const keepBeneficiaryDraftBody = z.object({
  enrollment_id: enrollmentId,
  beneficiaries: z
    .array(z.object(beneficiaryShape).partial())
    .max(20, 'At most 20 beneficiaries can be listed.'),
});
export type KeepBeneficiaryDraftBody = z.input<typeof keepBeneficiaryDraftBody>;

/** A saved or existing beneficiary as answers show it (SSN masked, '' when none). */
export const beneficiaryRecord = z.object({
  beneficiary_id: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  birthdate: z.string(),
  ssn: maskedSsn,
  relationship: z.string(),
  beneficiary_percentage: z.string(),
});
export type BeneficiaryRecord = z.infer<typeof beneficiaryRecord>;
export const existingBeneficiaries = z.object({ result: z.array(beneficiaryRecord) });
export const beneficiaryRelationships = z.object({ result: z.record(z.string(), z.string()) });
export const validateSingleResult = z.object({ status: z.literal(true), message: z.string() });

/** The schemas of the beneficiary module's calls (apps/api/src/modules/beneficiary, ADR 0030). */
export const beneficiaryCallSchemas = {
  'get-form-fields-beneficiary-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-beneficiary-relationships': { data: beneficiaryRelationships },
  'get-beneficiaries-existing-user-enrollment': { query: p.enrollmentQuery, data: existingBeneficiaries },
  'validate-single-beneficiary': { body: validateSingleBeneficiaryBody, data: validateSingleResult },
  'save-beneficiary-info': { body: saveBeneficiaryInfoBody, data: w.saveStatus },
  'keep-beneficiary-draft': { body: keepBeneficiaryDraftBody, data: w.saveStatus },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
