import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readEnrollment } from '../../kernel/enrollment/enrollment-reads.repository';
import { MESSAGES } from '../../kernel/pricing/engine';
import { pricePlan, toPricingOption } from '../../kernel/pricing/pricing.service';

/** The wellness membership options (one-time fees) for the enrollment: the Select MemberShip popup. */
export const getPlanPricingDetailElevate: Handler<'get-plan-pricing-detail-elevate'> = async ({
  db,
  query,
  lang,
}) => {
  // The enrollment id is checked by the same statement that reads the catalogue version.
  const read = await readEnrollment(db, query.enrollment_id ?? '');
  const cat = await catalogueAt(db, read.token);
  const plan = cat.membership();
  if (!plan) throw notFound('pid', 'No membership is offered.');
  const e = read.enrollment;
  if (!e) return { plans: [], errorCode: 'enrollmentIdError', message: MESSAGES.enrollmentIdError };
  const priced = pricePlan(cat, plan, e);
  if (!priced.ok) return { plans: [], errorCode: priced.code, message: priced.message };
  return { plans: priced.lines.map((l) => toPricingOption(l, cat, lang)) };
};
