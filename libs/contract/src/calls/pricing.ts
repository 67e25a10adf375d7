import { z } from 'zod';
import { enrollmentId, numericId } from '../primitives';
import { categoryList, eoiSplit, optionalEnrollmentId, shopPay, textLang } from './catalogue';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

const flag = z.union([z.literal(0), z.literal(1)]);

/** Without an enrollment (or with an unknown one) pricing answers errorCode enrollmentIdError. */
export const planPricingQuery = z.object({ pid: numericId, enrollment_id: optionalEnrollmentId });
export const elevatePricingQuery = z.object({ enrollment_id: optionalEnrollmentId });

export const pricingOption = z.object({
  plan_name: z.string(),
  /** Monthly premium, or the one-time amount when fee_type is one_time (dollars). */
  plan_price: z.number(),
  pid: z.number().int(),
  ppid: z.number().int(),
  /** 1: the plan carries the 3% administrative fee; add it with add-plan-to-cart-prudentials. */
  is_prudential: flag,
  /** 1: this line is the administrative fee itself (pair_ppid names the option it belongs to). */
  is_prudential_plan: flag,
  fee_type: z.enum(['monthly', 'one_time']),
  pair_ppid: z.number().int().optional(),
  /** `{ plan_name: 'en' }` when the option's name is shown in English to a reader of another language. */
  text_lang: textLang,
  /** A group employee's share per paycheck and the employer's share (monthly options only). */
  pay: shopPay.optional(),
  /** Above the plan's guaranteed issue: approved now and pending, before Add to Cart (issue 30). */
  eoi: eoiSplit.optional(),
});
export type PricingOption = z.infer<typeof pricingOption>;

/** The spec's pricing error codes (§8); the client switches on errorCode. */
export const pricingErrorCode = z.enum([
  'enrollmentIdError',
  'stateError',
  'tierError',
  'ageError',
  'planAgeError',
  'metError',
  'smokerError',
  'salaryError',
  'hourError',
  'newQuestionsError',
]);
export type PricingErrorCode = z.infer<typeof pricingErrorCode>;

export const planPricing = z.object({
  plans: z.array(pricingOption),
  errorCode: pricingErrorCode.optional(),
  message: z.string().optional(),
  /** With statusCode changePid: the plan id to load instead. */
  pid: z.number().int().optional(),
  statusCode: z.literal('changePid').optional(),
});
export type PlanPricing = z.infer<typeof planPricing>;

export const planCheckQuery = z.object({ enrollment_id: enrollmentId, plan_id: numericId });
export const statusResult = z.object({ status: z.boolean() });

/** get-listing-prices: the same store and categories as get-filtered-plans. */
export const listingPricesQuery = z.object({ enrollment_id: enrollmentId, categories: categoryList });

/** A plan card's price: the lowest option ("from $X/month") or why there is none yet. */
export const cardPrice = z.object({
  plan_id: z.number().int(),
  /** The lowest monthly premium with its administrative fee, or the lowest one-time amount (dollars). */
  from_price: z.number().optional(),
  fee_type: z.enum(['monthly', 'one_time']).optional(),
  errorCode: pricingErrorCode.optional(),
  message: z.string().optional(),
  /** The plan asks health questions before it can be added to the cart. */
  health_questions: z.boolean(),
  /** The lowest option's price per paycheck for a group employee. */
  pay: shopPay.optional(),
});
export type CardPrice = z.infer<typeof cardPrice>;
export const listingPrices = z.object({ prices: z.array(cardPrice) });
export type ListingPrices = z.infer<typeof listingPrices>;

/** The schemas of the pricing module's calls (apps/api/src/modules/pricing, ADR 0030). */
export const pricingCallSchemas = {
  'get-plan-pricing-detail': { query: planPricingQuery, data: planPricing },
  'get-plan-pricing-detail-elevate': { query: elevatePricingQuery, data: planPricing },
  'get-listing-prices': { query: listingPricesQuery, data: listingPrices },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
