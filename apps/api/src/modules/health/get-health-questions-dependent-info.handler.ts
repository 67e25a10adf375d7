import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { questionnaire } from '../../kernel/underwriting/health-questions.repository';

/** A dependent's questionnaire: the questions asked of everyone (not the member-only ones). */
export const getHealthQuestionsDependentInfo: Handler<'get-health-questions-dependent-info'> = async ({
  db,
  query,
  lang,
}) => {
  await requireEnrollment(db, query.enrollment_id);
  const q = await questionnaire(db, 'dependent', lang);
  return { result: { codition_questions: q.conditions, medication_question: q.medication } };
};
