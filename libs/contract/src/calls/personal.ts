import { z } from 'zod';
import { enrollmentId } from '../primitives';
import {
  dateOrder,
  GENDER_MESSAGE,
  heightFeet,
  heightInch,
  maritalStatus,
  optionalChoice,
  optionalText,
  optionalUsDate,
  personName,
  REQUIRED,
  ssn,
  weight,
} from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';

/**
 * Personal Information (spec §2, §3). birthdate and gender are read-only: they come from the
 * quote and the server keeps the quote's values. Weight and height are asked when an
 * underwritten plan is in the cart, prior coverage when a medical or dental plan is; the field
 * definitions say which are shown, and the server requires every shown field.
 */
export const personalInfoShape = {
  first_name: personName(),
  last_name: personName(),
  birthdate: optionalUsDate(),
  gender: optionalChoice([0, 1, 2] as const, GENDER_MESSAGE),
  weight: weight(),
  height_feet: heightFeet(),
  height_inch: heightInch(),
  marital_status: maritalStatus(),
  ssn: ssn(),
  /** 0 no prior coverage, 1 had a carrier (then name and dates are required). */
  prior_coverage_flag: optionalChoice([0, 1] as const, 'Please choose your prior coverage.'),
  prior_carrier_name: optionalText(100),
  prior_effective_date: optionalUsDate(),
  prior_term_date: optionalUsDate(),
};

type PriorCoverage = {
  prior_coverage_flag?: number;
  prior_carrier_name?: string;
  prior_effective_date?: string;
  prior_term_date?: string;
};
/** With prior coverage, carrier and both dates are needed and the term date is not before the start. */
export function checkPriorCoverage(v: PriorCoverage, ctx: z.RefinementCtx): void {
  if (v.prior_coverage_flag !== 1) return;
  for (const k of ['prior_carrier_name', 'prior_effective_date', 'prior_term_date'] as const) {
    if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: REQUIRED });
  }
  if (!dateOrder(v.prior_effective_date, v.prior_term_date))
    ctx.addIssue({
      code: 'custom',
      path: ['prior_term_date'],
      message: 'The term date cannot be before the effective date.',
    });
}

/** The Personal Information form (react-hook-form resolver). */
export const personalInfoForm = z.object(personalInfoShape).superRefine(checkPriorCoverage);
export type PersonalInfoForm = z.input<typeof personalInfoForm>;
export type PersonalInfo = z.output<typeof personalInfoForm>;

/** POST save-personal-info: the form plus enrollment_id; errors name primary_info.<field>. */
export const savePersonalInfoBody = z
  .object({ enrollment_id: enrollmentId, ...personalInfoShape })
  .superRefine(checkPriorCoverage);
export type SavePersonalInfoBody = z.input<typeof savePersonalInfoBody>;

/** POST save-enroller-code (the rep's popup and the quote dialog); errors on enrollerCode. */
export const enrollerCodeForm = z.object({
  enrollerCode: z
    .string({ error: 'Please enter an enroller code.' })
    .trim()
    .min(1, 'Please enter an enroller code.')
    .max(20, 'Must be at most 20 characters.')
    .regex(/^[A-Za-z0-9-]+$/, 'This enroller code is not valid.'),
});
export const saveEnrollerCodeBody = enrollerCodeForm.extend({ enrollment_id: enrollmentId });
export type SaveEnrollerCodeBody = z.input<typeof saveEnrollerCodeBody>;
export const saveEnrollerCodeResult = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The enroller the code belongs to. */
  agent_name: z.string(),
});

/** The schemas of the personal module's calls (apps/api/src/modules/personal, ADR 0030). */
export const personalCallSchemas = {
  'save-personal-info': { body: savePersonalInfoBody, data: w.saveStatus },
  'save-enroller-code': { body: saveEnrollerCodeBody, data: saveEnrollerCodeResult },
  'get-form-fields-personal-info': { query: p.enrollmentQuery, data: w.formFields },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
