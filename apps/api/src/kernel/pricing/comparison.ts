import type { ComparedPlan, PlanPricing, PricingOption } from '@bs/contract';
import type { Language } from '@bs/domain';
import { notFound } from '../../http/errors';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import { factsIn, planTextsIn } from '../catalogue/plan-language';
import type { PlanRow } from '../catalogue/plan-types';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { MESSAGES } from './engine';
import { TIERS, tierPricesOf } from './price-summary';
import { pricePlan, toPricingOption, type PricedLine } from './pricing.service';

// The plan_desc texts a comparison shows.
const SHOWN_DESC = ['exclusions_text', 'example_text_name', 'faq_text_name'] as const;

/**
 * The hook by which a caller adds a group employee's pay fields to a plan's options: kernel/pay
 * builds on pricing, so pricing only takes the result and imports nothing of pay.
 */
export type WithPay = (plan: PlanRow, lines: PricedLine[], options: PricingOption[]) => PricingOption[];

const noBasics = { errorCode: 'enrollmentIdError' as const, message: MESSAGES.enrollmentIdError };

/** The person's options (as plan detail prices them) and the lowest price of every tier. */
function prices(
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow | undefined,
  now: Date,
  lang: Language,
  withPay: WithPay | undefined,
) {
  if (!e) return { pricing: { plans: [], ...noBasics }, tiers: TIERS.map((tier) => ({ tier, ...noBasics })) };
  const outcome = pricePlan(cat, plan, e, now);
  // A group employee's options also say what leaves each paycheck (ADR 0033), as plan detail does.
  const withOptions = (lines: PricedLine[], options: PricingOption[]) =>
    withPay ? withPay(plan, lines, options) : options;
  const pricing: PlanPricing = outcome.ok
    ? {
        plans: withOptions(
          outcome.lines,
          outcome.lines.map((l) => toPricingOption(l, cat, lang)),
        ),
      }
    : { plans: [], errorCode: outcome.code, message: outcome.message };
  return { pricing, tiers: tierPricesOf(cat, plan, e, now) };
}

/**
 * Plans side by side (issue 19), for the compare screen and the quote e-mail: facts from the
 * catalogue (carrier, waiting period, coverage), exclusions and section headings, and prices from
 * the plan detail's engine for the enrollment's quote basics (without an enrollment every price
 * says enrollmentIdError). A plan that is not listed (a fee line, a retired plan) or unknown is a
 * 404 on `field`. A plan named twice is compared once.
 */
export function comparePlans(
  cat: CatalogueSnapshot,
  planIds: readonly number[],
  e: EnrollmentFilterRow | undefined,
  now = new Date(),
  field = 'plans',
  lang: Language = 'en',
  /** Adds the pay fields of a group employee's options (kernel/pay's optionsPay), when they apply. */
  withPay?: WithPay,
): ComparedPlan[] {
  return [...new Set(planIds)].map((id) => {
    const plan = cat.plan(id);
    if (!plan || !plan.listed || plan.kind === 'admin_fee' || plan.replaced_by)
      throw notFound(field, 'This plan was not found.');
    // Plan texts in the reader's language where the catalogue has them (English otherwise, marked).
    const texts = planTextsIn(plan, lang);
    const d = texts.plan_desc;
    const facts = factsIn(plan, lang);
    const fellBack = {
      ...(facts.fellBack && { facts: 'en' as const }),
      ...Object.fromEntries(SHOWN_DESC.filter((k) => texts.text_lang?.[k]).map((k) => [k, 'en' as const])),
    };
    return {
      plan_id: plan.plan_id,
      plan_name: plan.name,
      plan_logo: plan.logo,
      plan_category: plan.category,
      facts: facts.facts,
      ...(Object.keys(fellBack).length && { text_lang: fellBack }),
      exclusions_text: d.exclusions_text,
      exclusions_text_name: d.exclusions_text_name,
      example_text_name: d.example_text_name,
      faq_text_name: d.faq_text_name,
      health_questions: plan.question_count > 0,
      is_membership: plan.kind === 'membership',
      ...prices(cat, plan, e, now, lang, withPay),
    };
  });
}
