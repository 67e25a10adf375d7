import type { Handler } from '../../http/handler';
import { requirePlan } from '../catalogue/catalogue.repository';
import { requireEnrollment } from '../filters/enrollment.repository';
import { questionsOf } from './answers.repository';

/** The plan's health questions in order (an empty list for plans without underwriting). */
export const getQuestions: Handler<'get-questions'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  await requirePlan(db, query.plan_id);
  return (await questionsOf(db, query.plan_id)).map((q) => ({
    question_id: q.question_id,
    question_text: q.question_text,
    question_sub_type: q.sub_type,
    options: q.options,
    require_detail: q.require_detail ? 1 : 0,
  }));
};
