import type { ComparedPlan, PlanPricing } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogue, catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../../kernel/catalogue/catalogue-snapshot';
import type { PlanRow } from '../../kernel/catalogue/plan-types';
import {
  readEnrollment,
  type EnrollmentFilterRow,
} from '../../kernel/enrollment/enrollment-reads.repository';
import { MESSAGES } from '../../kernel/pricing/engine';
import { TIERS, tierPricesOf } from '../../kernel/pricing/price-summary';
import { pricePlan, toPricingOption } from '../../kernel/pricing/pricing.service';

const noBasics = { errorCode: 'enrollmentIdError' as const, message: MESSAGES.enrollmentIdError };

/** The person's options (as plan detail prices them) and the lowest price of every tier. */
function prices(cat: CatalogueSnapshot, plan: PlanRow, e: EnrollmentFilterRow | undefined, now: Date) {
  if (!e) return { pricing: { plans: [], ...noBasics }, tiers: TIERS.map((tier) => ({ tier, ...noBasics })) };
  const outcome = pricePlan(cat, plan, e, now);
  const pricing: PlanPricing = outcome.ok
    ? { plans: outcome.lines.map(toPricingOption) }
    : { plans: [], errorCode: outcome.code, message: outcome.message };
  return { pricing, tiers: tierPricesOf(cat, plan, e, now) };
}

/**
 * Two to four plans side by side (issue 19): facts from the catalogue (carrier, waiting period,
 * coverage), exclusions and section headings, and prices from the plan detail's engine for the
 * enrollment's quote basics (without an enrollment the prices say enrollmentIdError). A plan that
 * is not listed (a fee line, a retired plan) or unknown is a 404 on plans. A plan named twice is compared once.
 */
export const getPlanComparison: Handler<'get-plan-comparison'> = async ({ db, query }) => {
  const read = query.enrollment_id ? await readEnrollment(db, query.enrollment_id) : undefined;
  const cat = read ? await catalogueAt(db, read.token) : await catalogue(db);
  const now = new Date();
  const plans = [...new Set(query.plans)].map((id): ComparedPlan => {
    const plan = cat.plan(id);
    if (!plan || !plan.listed || plan.kind === 'admin_fee' || plan.replaced_by)
      throw notFound('plans', 'This plan was not found.');
    const d = plan.plan_desc;
    return {
      plan_id: plan.plan_id,
      plan_name: plan.name,
      plan_logo: plan.logo,
      plan_category: plan.category,
      facts: plan.facts,
      exclusions_text: d.exclusions_text,
      exclusions_text_name: d.exclusions_text_name,
      example_text_name: d.example_text_name,
      faq_text_name: d.faq_text_name,
      health_questions: plan.question_count > 0,
      is_membership: plan.kind === 'membership',
      ...prices(cat, plan, read?.enrollment, now),
    };
  });
  return { plans };
};
