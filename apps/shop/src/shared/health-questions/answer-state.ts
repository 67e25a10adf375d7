import type { Answer, Question, TreatmentDetail } from '@bs/contract';
import { t } from '../after-landing/i18n/messages';

export type Treatment = Required<{ [K in keyof TreatmentDetail]: string }>;
export interface AnswerDraft {
  yes: '' | '1' | '0';
  text: string;
  options: string[];
  detail: [Treatment, Treatment];
}
export type AnswerErrors = Record<string, string>;

const blankTreatment = (): Treatment => ({
  dot_from: '',
  dot_to: '',
  reason_for_condition: '',
  degree_of_recovery: '',
  physician_name_address: '',
});
export const blankDraft = (): AnswerDraft => ({
  yes: '',
  text: '',
  options: [],
  detail: [blankTreatment(), blankTreatment()],
});

/** Fields of the first treatment a detail-required yes must give (the server checks them too). */
const REQUIRED_TREATMENT: (keyof Treatment)[] = [
  'dot_from',
  'dot_to',
  'reason_for_condition',
  'physician_name_address',
];

/**
 * Local checks (spec §5): every question needs Yes or No ("Please answer all questions"); a yes to
 * a check-all question needs an option, a yes needing details the first treatment. Keys are
 * `<question_id>` or `<question_id>.<field>` so each message sits beside its field.
 */
export function checkAnswers(questions: readonly Question[], drafts: Record<number, AnswerDraft>) {
  const errors: AnswerErrors = {};
  let missing = false;
  for (const q of questions) {
    const d = drafts[q.question_id] ?? blankDraft();
    if (!d.yes) {
      missing = true;
      errors[String(q.question_id)] = t('health.answerThis');
      continue;
    }
    if (d.yes !== '1') continue;
    if (q.question_sub_type === 'checkbox' && !d.options.length)
      errors[`${q.question_id}.options`] = t('health.checkAll');
    if (q.question_sub_type === 'detail' && q.require_detail === 1)
      for (const f of REQUIRED_TREATMENT)
        if (!d.detail[0][f].trim()) errors[`${q.question_id}.0.${f}`] = t('health.required');
  }
  return { errors, missing };
}

const filled = (t: Treatment) =>
  Object.fromEntries(Object.entries(t).filter(([, v]) => v.trim())) as TreatmentDetail;

/** The answers as save-question-answers takes them (unused treatment entries left out). */
export function toAnswers(questions: readonly Question[], drafts: Record<number, AnswerDraft>): Answer[] {
  return questions.map((q) => {
    const d = drafts[q.question_id] ?? blankDraft();
    const yes = d.yes === '1';
    const answer: Answer = { question_id: q.question_id, yes_no_flag: yes ? 1 : 0 };
    if (q.question_sub_type === 'text_field' && d.text.trim()) answer.text_value = d.text.trim();
    if (yes && q.question_sub_type === 'checkbox') answer.checkbox_answers = d.options.map(Number);
    if (yes && q.question_sub_type === 'detail') {
      const entries = d.detail.map(filled).filter((t) => Object.keys(t).length > 0);
      if (entries.length) answer.detail = entries;
    }
    return answer;
  });
}
