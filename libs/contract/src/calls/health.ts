import { z } from 'zod';
import { enrollmentId, numericId } from '../primitives';
import {
  choice,
  dateOrder,
  optionalChoice,
  optionalPastDate,
  optionalText,
  optionalUsDate,
  REQUIRED,
} from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';

/** Up to three medication rows per person (spec §9). */
export const MAX_MEDICATIONS = 3;
const yesNo = () => choice([0, 1] as const, 'Please answer this question.');

/** The details a yes reveals; one condition per question. */
export const conditionShape = {
  health_condition: optionalText(200),
  date_of_onset: optionalPastDate(),
  date_of_recovery: optionalUsDate(),
  is_treatment: optionalChoice([0, 1] as const, 'Please choose yes or no.'),
  is_medicate: optionalChoice([0, 1] as const, 'Please choose yes or no.'),
  /** The date a doctor last saw the person for it. */
  d_last_seen: optionalPastDate(),
  symptoms: optionalText(500),
};
export const condition = z.object(conditionShape);
export const conditionAnswer = z.object({
  question_id: numericId,
  question_text: optionalText(1000),
  yes_no_flag: yesNo(),
  conditions: z.array(condition).max(1, 'One condition per question.').optional(),
});
export const medication = z.object({
  medication: optionalText(100),
  dosage: optionalText(100),
  medical_condition: optionalText(200),
});
export const medicationAnswer = z.object({
  question_id: numericId,
  question_text: optionalText(1000),
  yes_no_flag: yesNo(),
  medications: z.array(medication).max(MAX_MEDICATIONS, 'At most 3 medications.').optional(),
});
export const healthInfoShape = {
  condition_questions: z.array(conditionAnswer).max(50),
  medication_question: medicationAnswer,
  notes: optionalText(2000),
};

type HealthDraft = {
  condition_questions: z.output<typeof conditionAnswer>[];
  medication_question: z.output<typeof medicationAnswer>;
};
const filled = (m: Record<string, unknown>) => Object.values(m).some((v) => v !== undefined && v !== '');

/**
 * Rules of the answers (shared by the form, the primary save and each dependent): a yes needs
 * the condition, its onset, and whether it was treated and medicated; recovery is not before
 * onset. A yes to the medication question needs a row; a row with any field filled needs all
 * three (empty rows are dropped).
 */
export function checkHealthAnswers(v: HealthDraft, ctx: z.RefinementCtx): void {
  v.condition_questions.forEach((q, i) => {
    if (q.yes_no_flag !== 1) return;
    const c = q.conditions?.[0] ?? {};
    const at = (field: string) => ['condition_questions', i, 'conditions', 0, field];
    for (const k of ['health_condition', 'date_of_onset', 'is_treatment', 'is_medicate'] as const) {
      if (c[k] === undefined || c[k] === '') ctx.addIssue({ code: 'custom', path: at(k), message: REQUIRED });
    }
    if (!dateOrder(c.date_of_onset, c.date_of_recovery))
      ctx.addIssue({
        code: 'custom',
        path: at('date_of_recovery'),
        message: 'The recovery date cannot be before the date of onset.',
      });
  });
  const m = v.medication_question;
  if (m.yes_no_flag !== 1) return;
  const rows = m.medications ?? [];
  if (!rows.some(filled))
    ctx.addIssue({
      code: 'custom',
      path: ['medication_question', 'medications', 0, 'medication'],
      message: REQUIRED,
    });
  rows.forEach((row, i) => {
    if (!filled(row)) return;
    for (const k of ['medication', 'dosage', 'medical_condition'] as const) {
      if (!row[k])
        ctx.addIssue({
          code: 'custom',
          path: ['medication_question', 'medications', i, k],
          message: REQUIRED,
        });
    }
  });
}

/** The Health Questions form (also the health part of a dependent). */
export const healthInfoForm = z.object(healthInfoShape).superRefine(checkHealthAnswers);
export type HealthInfoForm = z.input<typeof healthInfoForm>;
export type HealthInfo = z.output<typeof healthInfoForm>;

/**
 * POST save-primary-health-info. Every question of get-health-questions-primary-health-info
 * must be answered. Errors name health_info.condition_questions.<n>.conditions.0.<field> and
 * health_info.medication_question.medications.<n>.<field> (n: index in the sent list).
 */
export const savePrimaryHealthInfoBody = z
  .object({ enrollment_id: enrollmentId, ...healthInfoShape })
  .superRefine(checkHealthAnswers);
export type SavePrimaryHealthInfoBody = z.input<typeof savePrimaryHealthInfoBody>;

/** The question catalogue; the key is spelt codition_questions as the spec gives it. */
export const healthQuestion = z.object({ question_id: z.number().int(), question_text: z.string() });
export type HealthQuestion = z.infer<typeof healthQuestion>;
export const healthQuestions = z.object({
  result: z.object({
    codition_questions: z.array(healthQuestion),
    medication_question: healthQuestion,
  }),
});
export type HealthQuestions = z.infer<typeof healthQuestions>;

/** Saved health answers as answers show them (the same shape as the save). */
export const healthInfoRecord = z.object({
  condition_questions: z.array(
    z.object({
      question_id: z.number().int(),
      question_text: z.string(),
      yes_no_flag: z.union([z.literal(0), z.literal(1)]),
      conditions: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  medication_question: z.object({
    question_id: z.number().int(),
    question_text: z.string(),
    yes_no_flag: z.union([z.literal(0), z.literal(1)]),
    medications: z.array(
      z.object({ medication: z.string(), dosage: z.string(), medical_condition: z.string() }),
    ),
  }),
  notes: z.string(),
});
export type HealthInfoRecord = z.infer<typeof healthInfoRecord>;
/**
 * get-existing-primary-health-info: the existing member's answers, null when there are none.
 * Staff are answered only whether there are any (`result` null, `answered` true): minimum
 * necessary, ADR 0026.
 */
export const existingHealthInfo = z.object({ result: healthInfoRecord.nullable(), answered: z.boolean() });

/** The schemas of the health module's calls (apps/api/src/modules/health, ADR 0030). */
export const healthCallSchemas = {
  'get-health-questions-primary-health-info': { query: p.enrollmentQuery, data: healthQuestions },
  'get-existing-primary-health-info': { query: p.enrollmentQuery, data: existingHealthInfo },
  'save-primary-health-info': { body: savePrimaryHealthInfoBody, data: w.saveStatus },
  'check-tab-required': { query: w.checkTabRequiredQuery, data: w.checkTabRequired },
  'get-health-questions-dependent-info': { query: p.enrollmentQuery, data: healthQuestions },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
