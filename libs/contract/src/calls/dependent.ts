import { z } from 'zod';
import { enrollmentId } from '../primitives';
import { personId } from './beneficiary';
import { checkHealthAnswers, healthInfoRecord, healthInfoShape } from './health';
import { maskedSsn } from './wizard';
import {
  choice,
  GENDER_MESSAGE,
  heightFeet,
  heightInch,
  optionalPersonName,
  pastDate,
  personName,
  ssn,
  weight,
} from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as be from './beneficiary';
import * as p from './catalogue';
import * as w from './wizard';

/** At most 9 dependents (spec §9). */
export const MAX_DEPENDENTS = 9;
export const DEPENDENT_RELATIONSHIPS = ['spouse', 'child'] as const;

/**
 * A dependent's own fields (spec §3). Weight and height are asked when health questions are;
 * employed is always sent as '0'. The relationship is forced by the tier (IS spouse, IC child,
 * IF spouse first, then children) and checked against the tier on the server.
 */
export const dependentPrimaryShape = {
  dependent_id: personId.optional(),
  first_name: personName(),
  middle_name: optionalPersonName(),
  last_name: personName(),
  birthdate: pastDate('Please enter the date of birth as MM/DD/YYYY.'),
  ssn: ssn(),
  relationship: z.enum(DEPENDENT_RELATIONSHIPS, { error: 'Please choose a relationship.' }),
  weight: weight(),
  height_feet: heightFeet(),
  height_inch: heightInch(),
  gender: choice([0, 1] as const, GENDER_MESSAGE),
  employed: z.union([z.literal('0'), z.literal(0)]).optional(),
};
export const dependentPrimaryForm = z.object(dependentPrimaryShape);

/** The dependent's health answers: the Health Questions form, each field optional until asked. */
export const dependentHealthInfo = z.object(healthInfoShape).superRefine(checkHealthAnswers);

/**
 * The add/edit form of the Dependent step: primary_info plus health_info when health questions
 * are required. Errors name primary_info.<field>, condition_questions.<n>.conditions.0.<field>
 * and medication_question.medications.<n>.<field> (spec §5).
 */
export const dependentForm = z.object({
  primary_info: dependentPrimaryForm,
  /** null (as dependentRecord answers it when nothing is on file) counts as not given. */
  health_info: dependentHealthInfo.nullish(),
});
export type DependentForm = z.input<typeof dependentForm>;
export type Dependent = z.output<typeof dependentForm>;

/** POST validate-single-dependent (one dependent against the enrollment's tier and questions). */
export const validateSingleDependentBody = dependentForm.extend({ enrollment_id: enrollmentId });
export type ValidateSingleDependentBody = z.input<typeof validateSingleDependentBody>;

/**
 * POST save-dependent-info (Next: the tier minimum must be met) and save-dependent-info-to-temp
 * (after each add/edit/delete: only the tier's maximums apply). The list replaces the saved one;
 * an exact repeat of an entry is kept once. Errors of an entry name
 * dependents.<n>.primary_info.<field>; tier rules name dependent_info.
 */
export const saveDependentsBody = z.object({
  enrollment_id: enrollmentId,
  dependents: z.array(dependentForm).max(MAX_DEPENDENTS, 'You can add at most 9 dependents.'),
});
export type SaveDependentsBody = z.input<typeof saveDependentsBody>;

/** A saved or existing dependent as answers show it (SSN masked). */
export const dependentRecord = z.object({
  primary_info: z.object({
    dependent_id: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    birthdate: z.string(),
    ssn: maskedSsn,
    relationship: z.enum(DEPENDENT_RELATIONSHIPS),
    weight: z.string(),
    height_feet: z.string(),
    height_inch: z.string(),
    gender: z.union([z.literal(0), z.literal(1)]),
    employed: z.literal('0'),
  }),
  health_info: healthInfoRecord.nullable(),
  /** Staff are not answered a dependent's health answers, only that they exist (ADR 0026). */
  health_answered: z.boolean().optional(),
});
export type DependentRecord = z.infer<typeof dependentRecord>;
export const existingDependents = z.object({ result: z.object({ dependents: z.array(dependentRecord) }) });
export const deleteDependentsResult = z.object({ status: z.literal(true), message: z.string() });

/** The dependent's own fields (the add/edit form without its health answers). */
export const dependentPrimaryInfoForm = dependentPrimaryForm;

/** The schemas of the dependent module's calls (apps/api/src/modules/dependent, ADR 0030). */
export const dependentCallSchemas = {
  'get-form-fields-dependent-primary-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-dependents-existing-user-enrollment': { query: p.enrollmentQuery, data: existingDependents },
  'validate-single-dependent': { body: validateSingleDependentBody, data: be.validateSingleResult },
  'save-dependent-info': { body: saveDependentsBody, data: w.saveStatus },
  'save-dependent-info-to-temp': { body: saveDependentsBody, data: w.saveStatus },
  'delete-dependent-in-IO': { body: p.enrollmentQuery, data: deleteDependentsResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
