import { z } from 'zod';
import { savedTab } from './resume';
import { enrollmentId, numericId } from '../primitives';
import { comparePlanIds } from './compare';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as pr from './pricing';

/**
 * Effective dates are the first of each of the next months, as MM/DD/YYYY; under a life event, the
 * day its kind says (a birth: the birth date), any day of the month (ADR 0034).
 */
export const effectiveDate = z
  .string()
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'Please choose an effective date');

/** get-plan-cart: prices follow the effective date (age at that date decides the band). */
export const planCartQuery = z.object({
  enrollment_id: enrollmentId,
  effective_date: effectiveDate.optional(),
});

export const cartEffectiveDates = z.object({
  result: z.array(effectiveDate),
  /** The date stored for this enrollment (checkout or an earlier choice), if any. */
  selected: effectiveDate.nullable(),
  /** Present when the change is made under a life event: the one date is the event's (ADR 0034). */
  life_event: z.literal(true).optional(),
  /**
   * Present when the employee enrolls through their group's calendar: the one date offered is the
   * day coverage starts under it (a life event's, open enrollment's, a new hire's; ADR 0034).
   */
  window: z.enum(['life-event', 'open-enrollment', 'new-hire']).optional(),
});
export type CartEffectiveDates = z.infer<typeof cartEffectiveDates>;

export const removeFromCartQuery = z.object({
  enrollment_id: enrollmentId,
  plan_id: numericId,
  plan_pricing_id: numericId,
});

export const cartCheckoutBody = z.object({
  enrollment_id: enrollmentId,
  // The required message comes from validation.ts (REQUIRED_MESSAGES); no pipe, so the document keeps the pattern.
  effective_date: effectiveDate,
});
export const cartCheckoutResult = z.object({ status: z.literal(true), effective_date: effectiveDate });

export const dynamicTab = z.object({
  tab_name: z.enum([
    'primary_info',
    'contact_info',
    'employer_info',
    'beneficiary_info',
    'primary_health_info',
    // Evidence of insurability (ADR 0039): only when a line's election has an amount pending.
    'eoi_info',
    'dependent_info',
    'review_info',
    'agreement_info',
    'billing_info',
  ]),
  required: z.union([z.literal(0), z.literal(1)]),
  order: z.number().int().min(0).max(10),
});
export type DynamicTab = z.infer<typeof dynamicTab>;
export const dynamicTabs = z.object({ result: z.array(dynamicTab) });

const quoteFields = {
  enrollment_id: enrollmentId,
  email: z.string().trim().min(1, 'Please enter an e-mail').email('Please enter a valid e-mail').max(254),
  name: z.string().trim().min(1, 'Please enter a name').max(120),
  message: z.string().trim().max(2000, 'Please keep the message under 2000 characters').optional(),
  /** The plans the visitor compared (`1001,1002`): the quote then carries the comparison table. */
  compare_plans: comparePlanIds.optional(),
};
export const quotePreviewQuery = z.object({
  ...quoteFields,
  tab: z.literal('cart_info'),
  type: z.literal('preview'),
});
export const quotePreview = z.object({ content: z.string() });

/**
 * save-enrollment: with tab cart_info it e-mails the quote (name required). With a wizard tab it
 * saves that step's values (`data`, checked by `saveLaterDrafts[tab]`: every field optional, each
 * given one must pass the step's rule; errors name <tab>.<field>) and e-mails a code and a
 * direct-continue link; continue-enrollment then resumes on that tab.
 */
const wizardTabs = savedTab.exclude(['cart_info']).options;
export const saveEnrollmentBody = z
  .object({
    ...quoteFields,
    name: z.string().trim().max(120).optional(),
    // Every tab a saved enrollment can resume on (the same list continue-enrollment answers with).
    tab: z.enum(savedTab.options, { error: 'Please choose a step to save.' }),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  // The quote e-mail greets the visitor by name: with tab cart_info a name is required (the
  // handler answers 422 "Please enter a name"). Said as oneOf in the OpenAPI document; the zod
  // type stays one object so forms can pick fields from it.
  .meta({
    oneOf: [
      {
        properties: { tab: { type: 'string', enum: ['cart_info'] }, name: { type: 'string', minLength: 1 } },
        required: ['name'],
      },
      { properties: { tab: { type: 'string', enum: wizardTabs } } },
    ],
  });
export type SaveEnrollmentBody = z.input<typeof saveEnrollmentBody>;
export const saveEnrollmentResult = z.object({ message: z.string(), email: z.string() });

/** A PNG data URL of the cart (or a wizard step), at most ~2 MB. */
export const saveScreenshotBody = z.object({
  enrollment_id: enrollmentId,
  name: z.string().trim().min(1).max(80),
  image: z
    .string()
    .max(2_800_000, 'The screenshot is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'The screenshot must be a PNG image'),
});
export const saveScreenshotResult = z.object({ saved: z.literal(true) });

export const cartPlanBody = z.object({
  enrollment_id: enrollmentId,
  plan_id: numericId,
  plan_pricing_id: numericId,
});
export const alreadyInCart = z.object({ result: z.boolean() });

/** Errors of add-plan-to-cart beyond the pricing codes. */
export const addToCartErrorCode = z.enum([
  ...pr.pricingErrorCode.options,
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

/**
 * Plans this enrollment already holds: in its cart, or ACTIVE for its member (a plan both in the
 * cart and active reads `active`). The shop flags cards, plan detail and compare with them before
 * anyone presses Add to Cart.
 */
export const heldPlans = z.object({
  plans: z.array(z.object({ plan_id: z.number().int(), held: z.enum(['in_cart', 'active']) })),
});
export type HeldPlans = z.infer<typeof heldPlans>;

/** The schemas of the cart module's calls (apps/api/src/modules/cart, ADR 0030). */
export const cartCallSchemas = {
  'get-cart-count': { query: p.enrollmentQuery, data: p.cartCount },
  'get-held-plans': { query: p.enrollmentQuery, data: heldPlans },
  'get-plan-cart': { query: planCartQuery, data: p.planCart },
  'check-prudential-plan': { query: pr.planCheckQuery, data: pr.statusResult },
  'check-disability-plan': { query: pr.planCheckQuery, data: pr.statusResult },
  'check-already-in-cart': { body: cartPlanBody, data: alreadyInCart },
  'add-plan-to-cart': { body: cartPlanBody, data: addToCartResult },
  'add-plan-to-cart-prudentials': { body: addPrudentialsBody, data: addToCartResult },
  'get-cart-effective-dates': { query: p.enrollmentQuery, data: cartEffectiveDates },
  'remove-plan-from-cart': { query: removeFromCartQuery, data: pr.statusResult },
  'check-prudential-cart': { query: p.enrollmentQuery, data: pr.statusResult },
  'cart-checkout': { body: cartCheckoutBody, data: cartCheckoutResult },
  'get-dynamic-tabs': { query: p.enrollmentQuery, data: dynamicTabs },
  'save-screenshot': { body: saveScreenshotBody, data: saveScreenshotResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
