import type { Handler } from '../../kernel/handler';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { questionsOf } from '../../kernel/underwriting/answers.repository';

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
