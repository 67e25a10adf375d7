import { z } from 'zod';
import { enrollmentId, numericId } from '../primitives';
import { textLang } from './catalogue';
import { optionalChoice } from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as pr from './pricing';

export const questionsQuery = z.object({
  enrollment_id: enrollmentId,
  plan_id: numericId,
  /** The shop always sends save (questions to answer and save). */
  type: z.enum(['save']).optional(),
});
export const questionOption = z.object({
  option_id: z.number().int(),
  option_text: z.string(),
  /** e.g. "A. Prior to age 60", "B. Prior to age 75". */
  option_group: z.string(),
});
export const question = z.object({
  question_id: z.number().int(),
  question_text: z.string(),
  question_sub_type: z.enum(['text_field', 'checkbox', 'detail']),
  options: z.array(questionOption),
  require_detail: z.union([z.literal(0), z.literal(1)]),
  /** `{ question_text: 'en' }` when the question is shown in its English fallback. */
  text_lang: textLang,
});
export type Question = z.infer<typeof question>;

const text = (max: number) => z.string().trim().max(max).optional();
/** One treatment: dates MM/DD/YYYY (blank when the entry is unused). */
export const treatmentDetail = z.object({
  dot_from: text(10),
  dot_to: text(10),
  reason_for_condition: text(500),
  degree_of_recovery: text(200),
  physician_name_address: text(500),
});
export type TreatmentDetail = z.infer<typeof treatmentDetail>;

const yesNo = optionalChoice([0, 1] as const, 'Please answer this question.');
export const answer = z.object({
  question_id: numericId,
  /** 1 yes, 0 no; every question needs one ("Please answer all questions"). */
  yes_no_flag: yesNo,
  /** Who the yes applies to (member, spouse, child...). */
  who: text(100),
  /** The free text of a text_field question. */
  text_value: text(1000),
  checkbox_answers: z.array(numericId).max(50).optional(),
  detail: z.array(treatmentDetail).max(2).optional(),
});
export type Answer = z.infer<typeof answer>;
export const saveAnswersBody = z.object({
  enrollment_id: enrollmentId,
  plan_id: numericId,
  answers: z.array(answer).max(100),
});
export type SaveAnswersBody = z.input<typeof saveAnswersBody>;
export const saveAnswersResult = z.object({
  success_message: z.string().optional(),
  errorCode: z.literal('decline').optional(),
  error_message: z.string().optional(),
});

/** The schemas of the underwriting module's calls (apps/api/src/modules/underwriting, ADR 0030). */
export const underwritingCallSchemas = {
  'check-already-answered': { query: pr.planCheckQuery, data: pr.statusResult },
  'get-questions': { query: questionsQuery, data: z.array(question) },
  'save-question-answers': { body: saveAnswersBody, data: saveAnswersResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
