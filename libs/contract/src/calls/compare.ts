import { z } from 'zod';
import { categoryKey, MAX_ID, tier } from '../primitives';
import { optionalEnrollmentId, textLang } from './catalogue';
import { planPricing, pricingErrorCode } from './pricing';

import { COMPARE_MAX, COMPARE_MIN } from '../compare-limits';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

export { COMPARE_MAX, COMPARE_MIN };

/**
 * What a comparison needs of a plan, stored with it (plans.facts) instead of parsed out of its
 * HTML: the carrier, the waiting period in words and a few coverage highlights. The catalogue
 * loader and the seed validate them with this schema.
 */
export const planFacts = z.object({
  carrier: z.string().trim().min(1).max(80),
  waiting_period: z.string().trim().min(1).max(120),
  coverage: z.array(z.string().trim().min(1).max(160)).min(1).max(8),
});
export type PlanFacts = z.infer<typeof planFacts>;

// Plan ids of up to 9 digits (the catalogue's ids are 4), so what the pattern allows the schema takes.
const PLAN_ID_LIST = /^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/;
/**
 * `plans=1001,1002,1005`: two to four plan ids; a list of any other length is split too, so that
 * it is refused with the reason ("up to 4"). A plan named twice is compared once.
 */
export const comparePlanIds = z
  .preprocess(
    (v) => (typeof v === 'string' && PLAN_ID_LIST.test(v) ? v.split(',').map(Number) : v),
    z
      .array(z.number().int().positive().max(MAX_ID))
      .min(COMPARE_MIN, 'Choose at least 2 plans to compare.')
      .max(COMPARE_MAX, 'You can compare up to 4 plans at a time.'),
  )
  .meta({ type: 'string', pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){1,3}$' });

export const planComparisonQuery = z.object({ plans: comparePlanIds, enrollment_id: optionalEnrollmentId });

/** The lowest monthly price of a plan in one tier for this person, or why it has none. */
export const tierPrice = z.object({
  tier,
  from_price: z.number().optional(),
  fee_type: z.enum(['monthly', 'one_time']).optional(),
  errorCode: pricingErrorCode.optional(),
  message: z.string().optional(),
});
export type TierPrice = z.infer<typeof tierPrice>;

export const comparedPlan = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_category: categoryKey,
  facts: planFacts.nullable(),
  /**
   * Texts shown in English on a page in another language (the catalogue's fallback): `facts`,
   * `exclusions_text`, `example_text_name`, `faq_text_name`; the page marks them `lang="en"`.
   */
  text_lang: textLang,
  /** Sanitised HTML of the plan's exclusions, and the headings of its example and FAQ sections. */
  exclusions_text: z.string(),
  exclusions_text_name: z.string(),
  example_text_name: z.string(),
  faq_text_name: z.string(),
  health_questions: z.boolean(),
  is_membership: z.boolean(),
  /** The plan's options for this person's tier: get-plan-pricing-detail's answer. */
  pricing: planPricing,
  /** Member Only, Member + Spouse, Member + Child(ren) and Family, in that order. */
  tiers: z.array(tierPrice),
});
export type ComparedPlan = z.infer<typeof comparedPlan>;
export const planComparison = z.object({ plans: z.array(comparedPlan) });
export type PlanComparison = z.infer<typeof planComparison>;

/** The schemas of the compare module's calls (apps/api/src/modules/compare, ADR 0030). */
export const compareCallSchemas = {
  'get-plan-comparison': { query: planComparisonQuery, data: planComparison },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
