import type { PlanPricing } from '@bs/contract';
import type { Handler } from '../../http/handler';
import { notFound } from '../../http/errors';
import { findPlan } from '../catalogue/catalogue.repository';
import { findEnrollment } from '../filters/enrollment.repository';
import { answerState } from '../questions/answers.repository';
import { MESSAGES } from './engine';
import { pricePlan, toPricingOption } from './pricing.service';

/**
 * Pricing of a plan for an enrollment. Business outcomes come back as success with errorCode
 * (the client switches on it); an unknown plan id is a 404 on pid. Order: changePid (a replaced
 * plan, before anything else), enrollmentIdError (no or unknown enrollment), the engine's
 * eligibility codes, then newQuestionsError (answers given to an older version of the plan's
 * questions: the options are still sent, the flag makes the client ask again).
 */
export const getPlanPricingDetail: Handler<'get-plan-pricing-detail'> = async ({ db, query }) => {
  const plan = await findPlan(db, query.pid);
  if (!plan) throw notFound('pid', 'This plan was not found.');
  if (plan.replaced_by) return { plans: [], statusCode: 'changePid', pid: plan.replaced_by };
  const e = query.enrollment_id ? await findEnrollment(db, query.enrollment_id) : undefined;
  if (!e) return { plans: [], errorCode: 'enrollmentIdError', message: MESSAGES.enrollmentIdError };
  const priced = await pricePlan(db, plan, e);
  if (!priced.ok) return { plans: [], errorCode: priced.code, message: priced.message };
  const out: PlanPricing = { plans: priced.lines.map(toPricingOption) };
  if ((await answerState(db, e.enrollment_id, plan)).state === 'stale') {
    out.errorCode = 'newQuestionsError';
    out.message = MESSAGES.newQuestionsError;
  }
  return out;
};
