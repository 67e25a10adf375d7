import type { PlanPricing } from '@bs/contract';
import { isDbInt } from '../../db';
import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogue, catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readForPricing } from '../../kernel/enrollment/enrollment-reads.repository';
import { MESSAGES } from '../../kernel/pricing/engine';
import { pricePlan, toPricingOption } from '../../kernel/pricing/pricing.service';
import { withShopPay } from '../../kernel/pay/options-pay';
import { withEoi } from '../../kernel/eoi/options-eoi';

const planNotFound = () => notFound('pid', 'This plan was not found.');

/**
 * Pricing of a plan for an enrollment. Business outcomes come back as success with errorCode
 * (the client switches on it); an unknown plan id is a 404 on pid. Order: changePid (a replaced
 * plan, before anything else), enrollmentIdError (no or unknown enrollment), the engine's
 * eligibility codes, then newQuestionsError (answers given to an older version of the plan's
 * questions: the options are still sent, the flag makes the client ask again).
 * One query per call (the enrollment, its answers to the plan's questions and the catalogue
 * version); the plan's rules and options come from the catalogue in memory.
 */
export const getPlanPricingDetail: Handler<'get-plan-pricing-detail'> = async ({ db, query, lang }) => {
  if (!isDbInt(query.pid)) throw planNotFound();
  if (!query.enrollment_id) {
    const plan = (await catalogue(db)).plan(query.pid);
    if (!plan) throw planNotFound();
    if (plan.replaced_by) return { plans: [], statusCode: 'changePid', pid: plan.replaced_by };
    return { plans: [], errorCode: 'enrollmentIdError', message: MESSAGES.enrollmentIdError };
  }
  const read = await readForPricing(db, query.enrollment_id, query.pid);
  const cat = await catalogueAt(db, read.token);
  const plan = cat.plan(query.pid);
  if (!plan) throw planNotFound();
  if (plan.replaced_by) return { plans: [], statusCode: 'changePid', pid: plan.replaced_by };
  const e = read.enrollment;
  if (!e) return { plans: [], errorCode: 'enrollmentIdError', message: MESSAGES.enrollmentIdError };
  const priced = pricePlan(cat, plan, e);
  if (!priced.ok) return { plans: [], errorCode: priced.code, message: priced.message };
  const options = priced.lines.map((l) => toPricingOption(l, cat, lang));
  // A group employee also reads each option per paycheck with the employer's share (ADR 0033);
  // an option above the plan's guaranteed issue, what is approved now and pending (ADR 0037).
  const paid = await withShopPay(db, cat, plan, e, priced.lines, options);
  const out: PlanPricing = { plans: await withEoi(db, cat, plan, e, priced.lines, paid) };
  // Answers to an older version of the plan's questions (answerState 'stale').
  if (
    plan.question_count &&
    read.answeredVersion !== null &&
    read.answeredVersion !== plan.questions_version
  ) {
    out.errorCode = 'newQuestionsError';
    out.message = MESSAGES.newQuestionsError;
  }
  return out;
};
