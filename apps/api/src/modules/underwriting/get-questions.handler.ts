import type { Handler } from '../../kernel/handler';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { questionIn, questionsOf } from '../../kernel/underwriting/answers.repository';

/**
 * The plan's health questions in order, in the reader's language (an empty list for plans
 * without underwriting). Answers are saved by ids, so the language never changes what is stored.
 */
export const getQuestions: Handler<'get-questions'> = async ({ db, query, lang }) => {
  await requireEnrollment(db, query.enrollment_id);
  await requirePlan(db, query.plan_id);
  return (await questionsOf(db, query.plan_id)).map((q) => {
    const texts = questionIn(q, lang);
    return {
      question_id: q.question_id,
      question_text: texts.question_text,
      question_sub_type: q.sub_type,
      options: texts.options,
      require_detail: q.require_detail ? 1 : 0,
      ...(texts.text_lang && { text_lang: texts.text_lang }),
    };
  });
};
