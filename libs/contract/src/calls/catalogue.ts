import { z } from 'zod';
import { categoryKey, enrollmentId, numericId, optionalNumericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/** An empty query value means "not sent" (the client drops nothing from its query strings). */
const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
export const optionalEnrollmentId = z
  .preprocess(blankToUndefined, enrollmentId.optional())
  .meta({ type: 'string', pattern: '^(|[A-Za-z0-9_-]{22,64})$' });

/**
 * Categories arrive as a CSV string (`categories=dental,vision`) or repeated keys
 * (`categories=dental&categories=vision`); both become a list of category keys.
 */
export const categoryList = z.preprocess(
  (v) =>
    v === '' || v == null
      ? undefined
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(','))
          .map((s) => s.trim())
          .filter(Boolean),
  z.array(categoryKey).max(26).optional(),
);

export const leftSideFilterFields = z.object({
  result: z.object({ categories: z.array(categoryKey) }),
});

/**
 * The texts of an answer served in another language than the request's (English, the catalogue's
 * fallback), by field name (`plan_short_text`, or a plan_desc key such as `body_text`). Absent
 * when every text is in the language asked for; the page marks those texts with `lang`.
 */
export const textLang = z.record(z.string(), z.enum(['en', 'es'])).optional();
export type TextLang = z.infer<typeof textLang>;

export const listingPlan = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  plan_category: categoryKey,
  text_lang: textLang,
});
export type ListingPlan = z.infer<typeof listingPlan>;
export const planList = z.object({ plans: z.array(listingPlan) });

export const filteredPlansQuery = z.object({ enrollment_id: enrollmentId, categories: categoryList });
export const menuFilteredPlansQuery = z.object({
  category: categoryKey,
  /** The agent id for reps, else the group id. */
  plansId: numericId,
  plansFor: z.enum(['agent', 'group']),
});

export const planDetailParams = z.object({ id: numericId });
export const planDesc = z.object({
  body_text: z.string(),
  header_text: z.string(),
  blueBarText: z.string(),
  association_text: z.string(),
  /** The *_name values are the labels of the collapsible sections' buttons. */
  exclusions_text_name: z.string(),
  exclusions_text: z.string(),
  example_text_name: z.string(),
  example_text: z.string(),
  faq_text_name: z.string(),
  faq_text: z.string(),
});
export type PlanDesc = z.infer<typeof planDesc>;
export const planDetail = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_category: categoryKey,
  plan_short_text: z.string(),
  plan_desc: planDesc,
  text_lang: textLang,
  /** The wellness membership itself (its options come from get-plan-pricing-detail-elevate). */
  is_membership: z.boolean(),
});
export type PlanDetail = z.infer<typeof planDetail>;
/** get-plan-detail without an id: the wellness membership and the text of its fee. */
export const membershipFee = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  membership_fee_text: z.string(),
});

export const relatedPlansQuery = z.object({ enrollment_id: enrollmentId, plan_id: numericId });
export const suggestedPlan = z.object({
  plan_id: z.number().int(),
  plan_pricing_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  price: z.number(),
});
export type SuggestedPlan = z.infer<typeof suggestedPlan>;

export const groupAgentMemberInfoQuery = z.object({
  enrollment_id: optionalEnrollmentId,
  group_id: optionalNumericId,
});
/**
 * The group's open enrollment as its store shows it (issue 29, ADR 0034): "Open enrollment ends in
 * N days" while open, "Enrollment is closed" after, with the way in that remains. Absent for a
 * group without a plan year (and for individual stores).
 */
export const groupEnrollmentWindow = z.object({
  state: z.enum(['open', 'upcoming', 'closed']),
  opens_on: z.string(),
  closes_on: z.string(),
  /** 0 on the last day; null unless open. */
  days_left: z.number().int().nullable(),
  /** A life event may still be reported (the group offers at least one kind). */
  can_report_event: z.boolean(),
});
export type GroupEnrollmentWindow = z.infer<typeof groupEnrollmentWindow>;
export const groupAgentMemberInfo = z.object({
  enrollment_type: z.enum(['existing-user', 'new-user']),
  result: z.object({
    user_info: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
    group_info: z.object({
      name: z.string(),
      code: z.string(),
      enrollment_window: groupEnrollmentWindow.optional(),
    }),
  }),
});
export type GroupAgentMemberInfo = z.infer<typeof groupAgentMemberInfo>;

// Featured plans, the enrollment query many calls take and the cart's count and lines.

export const featuredPlansQuery = z.object({
  portal_id: optionalNumericId,
  agent_id: optionalNumericId,
  group_id: optionalNumericId,
});
export const featuredPlan = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  text_lang: textLang,
});
export type FeaturedPlan = z.infer<typeof featuredPlan>;

export const enrollmentQuery = z.object({ enrollment_id: enrollmentId });

/**
 * A group employee's price per paycheck (issue 28, ADR 0033), computed on the server by the money
 * model: present only where the enrollment's group has a pay schedule for the coverage's plan
 * year; individual stores keep monthly prices and answer no pay fields. Dollars.
 */
export const shopPay = z.object({
  frequency: z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly', 'calendar']),
  /** The divisor: paychecks in the plan year ("26 a year"). */
  paychecks_per_year: z.number().int().min(1),
  employee_per_paycheck: z.number(),
  employer_per_paycheck: z.number(),
  employee_monthly: z.number(),
  employer_monthly: z.number(),
  /** Deducted before tax (Section 125) for the plan's category in this group. */
  pre_tax: z.boolean(),
});
export type ShopPay = z.infer<typeof shopPay>;

/**
 * An election above the plan's guaranteed-issue amount (issue 30, ADR 0037), computed on the
 * server: the cover approved now and the cover pending evidence of insurability (whole dollars),
 * and the monthly premium of the approved amount only (dollars), what is charged until the carrier
 * decides, also per paycheck for a group employee. Absent when nothing is pending.
 */
export const eoiSplit = z.object({
  elected: z.number().int(),
  approved_now: z.number().int(),
  pending: z.number().int(),
  reasons: z.array(z.enum(['above-gi', 'increase', 'late-entrant'])),
  approved_price: z.number(),
  approved_pay: shopPay.optional(),
});
export type EoiSplit = z.infer<typeof eoiSplit>;
export const cartCount = z.object({ result: z.number().int().min(0) });
export const cartPlan = z.object({
  plan_id: z.number().int(),
  plan_pricing_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  price: z.number(),
  removable: z.union([z.literal(0), z.literal(1)]),
  pay: shopPay.optional(),
  /** The chosen option's name in the request's language (get-plan-cart; the order summary names it). */
  option_name: z.string().optional(),
  /** Above guaranteed issue: `price` (and `pay`) are the approved amount's until a decision. */
  eoi: eoiSplit.optional(),
});
export type CartPlan = z.infer<typeof cartPlan>;
export const planCart = z.object({
  result: z.array(cartPlan),
  initial_month_cost: z.number(),
  recurring_month_cost: z.number(),
  /** Every line's pay summed, when every line has one. */
  pay: shopPay.optional(),
  /** The date these prices are for (MM/DD/YYYY) and the enrollment's tier code: the order summary's facts. */
  effective_date: z.string().optional(),
  tier: z.string().optional(),
});
export type PlanCart = z.infer<typeof planCart>;
export { numericId };

/** The schemas of the catalogue module's calls (apps/api/src/modules/catalogue, ADR 0030). */
export const catalogueCallSchemas = {
  'get-featured-plans': { query: featuredPlansQuery, data: z.array(featuredPlan) },
  'get-left-side-filter-fields': { query: enrollmentQuery, data: leftSideFilterFields },
  'get-filtered-plans': { query: filteredPlansQuery, data: planList },
  'get-menu-filtered-plans': { query: menuFilteredPlansQuery, data: planList },
  'get-plan-detail': { params: planDetailParams, data: planDetail },
  'get-plan-detail-membership': { data: membershipFee },
  'get-related-plans': { query: relatedPlansQuery, data: z.array(suggestedPlan) },
  'get-group-agent-member-info': { query: groupAgentMemberInfoQuery, data: groupAgentMemberInfo },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
