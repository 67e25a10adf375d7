import { z } from 'zod';
import { beneficiaryShape } from './beneficiary';
import { contactInfoShape } from './contact';
import { dependentPrimaryShape } from './dependent';
import { employerInfoShape } from './employer';
import { conditionAnswer, medicationAnswer } from './health';
import { personalInfoShape } from './personal';
import { optionalText } from './wizard-rules';

/**
 * What save-enrollment keeps of a half-filled step (`data`): every field is optional, a given
 * one must pass the step's rule (so a draft never stores a malformed SSN). Rules that tie
 * fields together (prior coverage, a yes needing details, tier minimums) wait for the step's
 * own save. Agreement and billing drafts are not kept: their steps save through their own calls.
 */
const healthDraft = z.object({
  condition_questions: z
    .array(conditionAnswer.partial({ yes_no_flag: true }))
    .max(50)
    .optional(),
  medication_question: medicationAnswer.partial({ yes_no_flag: true }).optional(),
  notes: optionalText(2000),
});
export const saveLaterDrafts = {
  primary_info: z.object(personalInfoShape).partial(),
  contact_info: z.object(contactInfoShape).partial(),
  employer_info: z.object(employerInfoShape).partial(),
  benificiary_info: z.object({
    beneficiaries: z.array(z.object(beneficiaryShape).partial()).max(20).optional(),
  }),
  health_info: healthDraft,
  eoi_info: healthDraft,
  dependent_info: z.object({
    dependents: z
      .array(
        z.object({
          primary_info: z.object(dependentPrimaryShape).partial(),
          health_info: healthDraft.optional(),
        }),
      )
      .max(9)
      .optional(),
  }),
  review_info: z.object({ additional_notes: optionalText(2000) }),
  aggrement_info: z.object({}),
  payment_info: z.object({}),
} as const;
export type SaveLaterTab = keyof typeof saveLaterDrafts;
