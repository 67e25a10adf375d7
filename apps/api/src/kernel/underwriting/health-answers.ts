import type { FieldError, HealthInfo, HealthInfoRecord } from '@bs/contract';
import { ApiError } from '../../http/errors';
import type { Questionnaire } from './health-questions.repository';

export const HEALTH_MESSAGES = {
  notAsked: 'This question is not asked.',
  answer: 'Please answer this question.',
} as const;

const trimmed = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

/**
 * Checks answers against the questionnaire (the contract already checked each answer's own
 * rules): every question answered once, no question that is not asked. Answers the record to
 * keep: the questionnaire's texts, details only for a yes, medication rows only when filled.
 * `prefix` names the errors (health_info. for the member, '' for a dependent's form).
 */
export function answersRecord(answers: HealthInfo, q: Questionnaire, prefix: string): HealthInfoRecord {
  const errors: FieldError[] = [];
  const err = (path: string, message: string) =>
    errors.push({ target_element: `${prefix}${path}`, error_message: message });
  const byId = new Map<number, HealthInfo['condition_questions'][number]>();
  answers.condition_questions.forEach((a, i) => {
    if (!q.conditions.some((c) => c.question_id === a.question_id) || byId.has(a.question_id))
      err(`condition_questions.${i}.question_id`, HEALTH_MESSAGES.notAsked);
    else byId.set(a.question_id, a);
  });
  q.conditions.forEach((c, i) => {
    if (
      !byId.has(c.question_id) &&
      !errors.some((e) => e.target_element.startsWith(`${prefix}condition_questions.${i}.`))
    )
      err(`condition_questions.${i}.yes_no_flag`, HEALTH_MESSAGES.answer);
  });
  if (answers.medication_question.question_id !== q.medication.question_id)
    err('medication_question.question_id', HEALTH_MESSAGES.notAsked);
  if (errors.length) throw new ApiError(422, errors);
  const m = answers.medication_question;
  return {
    condition_questions: q.conditions.map((c) => {
      const a = byId.get(c.question_id)!;
      return {
        question_id: c.question_id,
        question_text: c.question_text,
        yes_no_flag: a.yes_no_flag,
        conditions: a.yes_no_flag === 1 ? (a.conditions ?? []).slice(0, 1).map(trimmed) : [],
      };
    }),
    medication_question: {
      question_id: q.medication.question_id,
      question_text: q.medication.question_text,
      yes_no_flag: m.yes_no_flag,
      medications:
        m.yes_no_flag === 1
          ? (m.medications ?? [])
              .filter((r) => r.medication || r.dosage || r.medical_condition)
              .map((r) => ({
                medication: r.medication ?? '',
                dosage: r.dosage ?? '',
                medical_condition: r.medical_condition ?? '',
              }))
          : [],
    },
    notes: answers.notes ?? '',
  };
}
