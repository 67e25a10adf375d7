import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { questionnaire } from './health-questions.repository';

/** A dependent's questionnaire: the questions asked of everyone (not the member-only ones). */
export const getHealthQuestionsDependentInfo: Handler<'get-health-questions-dependent-info'> = async ({
  db,
  query,
}) => {
  await requireEnrollment(db, query.enrollment_id);
  const q = await questionnaire(db, 'dependent');
  return { result: { codition_questions: q.conditions, medication_question: q.medication } };
};
