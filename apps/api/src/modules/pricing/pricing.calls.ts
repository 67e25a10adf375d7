import { defineCalls } from '../../kernel/calls/call-entry';
import { getListingPrices } from './get-listing-prices.handler';
import { getPlanPricingDetail } from './get-plan-pricing-detail.handler';
import { getPlanPricingDetailElevate } from './get-plan-pricing-detail-elevate.handler';

/** The calls of the pricing module: each one's handler, documentation, rules and limits (ADR 0030). */
export const pricingCalls = defineCalls({
  'get-plan-pricing-detail': {
    handler: getPlanPricingDetail,
    docs: [
      'Pricing',
      "A plan's pricing options for the enrollment's person. Business outcomes (no enrollment, wrong state, age, tier...) are a success with `errorCode`; an unknown plan is a 404 on `pid`.",
    ],
  },
  'get-plan-pricing-detail-elevate': {
    handler: getPlanPricingDetailElevate,
    docs: [
      'Pricing',
      'The wellness membership options (one-time fees) for the enrollment (the membership popup).',
    ],
  },
  'get-listing-prices': {
    handler: getListingPrices,
    docs: [
      'Pricing',
      "Every plan card of the listing priced in one call: the same plans as `get-filtered-plans` for the same `categories`, each with its lowest monthly price for the enrollment's person (option plus its administrative fee; the lowest one-time amount when a plan has no monthly premium) or the pricing `errorCode` and message that stands in the way (income and hours, smoker, state...). `health_questions` says the plan asks health questions before it can be added. Same engine as `get-plan-pricing-detail`.",
    ],
  },
});
