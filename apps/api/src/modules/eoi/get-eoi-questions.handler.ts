import type { Handler } from '../../kernel/handler';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { eoiQuestionnaire } from '../../kernel/eoi/eoi-questions.repository';

/**
 * GET get-eoi-questions (ADR 0039): the wizard's EOI step, in the reader's language: the questions
 * of the cart's plans whose election leaves an amount pending (none: only the medication question
 * and notes), in the health questions' shape (key spelt codition_questions as that call's).
 */
export const getEoiQuestions: Handler<'get-eoi-questions'> = async ({ db, query, lang }) => {
  const ctx = await wizardContext(db, query.enrollment_id);
  const q = await eoiQuestionnaire(db, ctx.eoiPlans, lang);
  return { result: { codition_questions: q.conditions, medication_question: q.medication } };
};
