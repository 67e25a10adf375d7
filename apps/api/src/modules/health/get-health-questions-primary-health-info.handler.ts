import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { questionnaire } from './health-questions.repository';

/** The member's questionnaire (key spelt codition_questions as the spec gives it). */
export const getHealthQuestionsPrimaryHealthInfo: Handler<
  'get-health-questions-primary-health-info'
> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  const q = await questionnaire(db, 'primary');
  return { result: { codition_questions: q.conditions, medication_question: q.medication } };
};
