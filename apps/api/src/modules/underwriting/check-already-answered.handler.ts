import type { Handler } from '../../kernel/handler';
import { requirePlan } from '../../kernel/catalogue/catalogue.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { answerState } from '../../kernel/underwriting/answers.repository';

/**
 * True when nothing is left to answer: the plan has no questions, or the current version of them
 * was answered (Add to Cart instead of Enroll Now; a declined application then answers decline).
 */
export const checkAlreadyAnswered: Handler<'check-already-answered'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const plan = await requirePlan(db, query.plan_id);
  const { state } = await answerState(db, e.enrollment_id, plan);
  return { status: state !== 'none' && state !== 'stale' };
};
