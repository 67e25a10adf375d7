import type { Handler } from '../../kernel/handler';
import { ApiError, invalid } from '../../http/errors';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { questionsOf, saveAnswers } from '../../kernel/underwriting/answers.repository';
import { checkAnswers } from './check-answers';
import { sealJson } from '../../kernel/crypto/data-key';

/**
 * Saves the health answers of a plan (sealed with DATA_KEY, never logged). A yes to a knock-out
 * question declines: success envelope with errorCode decline and the plan's message. Answering
 * again replaces the earlier answers.
 */
export const saveQuestionAnswers: Handler<'save-question-answers'> = async ({ db, body, config }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    const plan = await requirePlan(tx, body.plan_id);
    const questions = await questionsOf(tx, plan.plan_id);
    if (!questions.length) throw invalid('plan_id', 'This plan has no health questions.');
    const errors = checkAnswers(questions, body.answers, new Date().toISOString().slice(0, 10));
    if (errors.length) throw new ApiError(422, errors);
    const knockedOut = questions.find(
      (q) => q.knock_out && body.answers.some((a) => a.question_id === q.question_id && a.yes_no_flag === 1),
    );
    const declineMessage = knockedOut
      ? (knockedOut.decline_message ?? `Based on your answers we cannot offer ${plan.name}.`)
      : null;
    const answers = body.answers.map((a) =>
      a.yes_no_flag === 1 ? a : { question_id: a.question_id, yes_no_flag: a.yes_no_flag },
    );
    await saveAnswers(tx, {
      enrollmentId: e.enrollment_id,
      planId: plan.plan_id,
      version: plan.questions_version,
      declineMessage,
      sealed: sealJson({ plan_id: plan.plan_id, answers }, config.dataKey),
    });
    if (declineMessage) return { errorCode: 'decline' as const, error_message: declineMessage };
    return { success_message: `Thank you. Your answers for ${plan.name} were saved.` };
  });
