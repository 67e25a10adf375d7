import type { Answer, FieldError } from '@bs/contract';
import { parseUsDate } from '../../kernel/pricing/age';
import type { QuestionRow } from '../../kernel/underwriting/answers.repository';

export const ANSWER_ALL = 'Please answer all questions';

const realDate = (s: string | undefined, today: string) => {
  const d = s ? parseUsDate(s) : undefined;
  if (!d) return undefined;
  const date = new Date(Date.UTC(d.y, d.m - 1, d.d));
  const iso = date.toISOString().slice(0, 10);
  const ok = date.getUTCMonth() === d.m - 1 && date.getUTCDate() === d.d && iso <= today;
  return ok ? iso : undefined;
};

/**
 * Rules of a health-question answer set: every question of the plan answered yes or no (else
 * "Please answer all questions" on answers); no unknown or repeated questions; a yes to a
 * checkbox question needs at least one of its options; a yes to a question requiring detail
 * needs the first treatment entry (from date, reason, physician), dates real, not in the future
 * and "to" not before "from". Returns the field errors (empty when the answers are complete).
 */
export function checkAnswers(questions: QuestionRow[], answers: Answer[], today: string): FieldError[] {
  const errors: FieldError[] = [];
  const byId = new Map(questions.map((q) => [q.question_id, q]));
  const seen = new Set<number>();
  answers.forEach((a, i) => {
    const at = (f: string, error_message: string) =>
      errors.push({ target_element: `answers.${i}.${f}`, error_message });
    const q = byId.get(a.question_id);
    if (!q) return at('question_id', 'This question does not belong to the plan.');
    if (seen.has(a.question_id)) return at('question_id', 'This question is answered twice.');
    seen.add(a.question_id);
    if (a.yes_no_flag !== 1) return;
    if (q.sub_type === 'checkbox') {
      const valid = new Set(q.options.map((o) => o.option_id));
      if (!a.checkbox_answers?.length) at('checkbox_answers', 'Please check at least one option.');
      else if (a.checkbox_answers.some((id) => !valid.has(id)))
        at('checkbox_answers', 'Please choose only the options listed.');
    }
    if (q.require_detail) {
      const [first] = a.detail ?? [];
      if (!first?.dot_from || !first.reason_for_condition || !first.physician_name_address)
        at('detail', 'Please give the dates, reason and physician of the treatment.');
    }
    (a.detail ?? []).forEach((d, j) => {
      const from = d.dot_from ? realDate(d.dot_from, today) : '';
      const to = d.dot_to ? realDate(d.dot_to, today) : '';
      if (from === undefined) at(`detail.${j}.dot_from`, 'Please enter a past date as MM/DD/YYYY.');
      if (to === undefined) at(`detail.${j}.dot_to`, 'Please enter a past date as MM/DD/YYYY.');
      else if (from && to && to < from)
        at(`detail.${j}.dot_to`, 'The end date cannot be before the start date.');
    });
  });
  if (
    questions.some(
      (q) => !answers.some((a) => a.question_id === q.question_id && a.yes_no_flag !== undefined),
    )
  )
    errors.unshift({ target_element: 'answers', error_message: ANSWER_ALL });
  return errors;
}
