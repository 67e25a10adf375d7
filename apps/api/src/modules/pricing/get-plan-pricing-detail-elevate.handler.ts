import type { Handler } from '../../http/handler';
import { notFound } from '../../http/errors';
import { membershipPlan } from '../catalogue/catalogue.repository';
import { findEnrollment } from '../filters/enrollment.repository';
import { MESSAGES } from './engine';
import { pricePlan, toPricingOption } from './pricing.service';

/** The wellness membership options (one-time fees) for the enrollment: the Select MemberShip popup. */
export const getPlanPricingDetailElevate: Handler<'get-plan-pricing-detail-elevate'> = async ({
  db,
  query,
}) => {
  const plan = await membershipPlan(db);
  if (!plan) throw notFound('pid', 'No membership is offered.');
  const e = query.enrollment_id ? await findEnrollment(db, query.enrollment_id) : undefined;
  if (!e) return { plans: [], errorCode: 'enrollmentIdError', message: MESSAGES.enrollmentIdError };
  const priced = await pricePlan(db, plan, e);
  if (!priced.ok) return { plans: [], errorCode: priced.code, message: priced.message };
  return { plans: priced.lines.map(toPricingOption) };
};
