import { z } from 'zod';
import { enrollmentId, numericId } from '../primitives';
import { optionalEnrollmentId, textLang } from './catalogue';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as cmp from './compare';

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

export const cartPlanBody = z.object({
  enrollment_id: enrollmentId,
  plan_id: numericId,
  plan_pricing_id: numericId,
});
export const alreadyInCart = z.object({ result: z.boolean() });

/** Errors of add-plan-to-cart beyond the pricing codes. */
export const addToCartErrorCode = z.enum([
  ...pricingErrorCode.options,
  'blackout',
  'already-active',
  'questionsRequired',
  'decline',
  'changePid',
]);
export type AddToCartErrorCode = z.infer<typeof addToCartErrorCode>;
export const addToCartResult = z.object({
  result: z.boolean(),
  errorCode: addToCartErrorCode.optional(),
  message: z.string().optional(),
  pid: z.number().int().optional(),
  cart_count: z.number().int().min(0).optional(),
});
export type AddToCartResult = z.infer<typeof addToCartResult>;

/** The plan with its 3% administrative-fee line: (plan_id1, plan_pricing_id1) and (plan_id, plan_pricing_id). */
export const addPrudentialsBody = z.object({
  enrollment_id: enrollmentId,
  plan_id1: numericId,
  plan_pricing_id1: numericId,
  plan_id: numericId,
  plan_pricing_id: numericId,
});

/** The schemas of the pricing module's calls (apps/api/src/modules/pricing, ADR 0030). */
export const pricingCallSchemas = {
  'get-plan-pricing-detail': { query: planPricingQuery, data: planPricing },
  'get-plan-pricing-detail-elevate': { query: elevatePricingQuery, data: planPricing },
  'get-listing-prices': { query: cmp.listingPricesQuery, data: cmp.listingPrices },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
