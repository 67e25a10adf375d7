import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { questionnaire } from '../../kernel/underwriting/health-questions.repository';

/** The member's questionnaire (key spelt codition_questions as the spec gives it). */
export const getHealthQuestionsPrimaryHealthInfo: Handler<
  'get-health-questions-primary-health-info'
> = async ({ db, query, lang }) => {
  await requireEnrollment(db, query.enrollment_id);
  const q = await questionnaire(db, 'primary', lang);
  return { result: { codition_questions: q.conditions, medication_question: q.medication } };
};
