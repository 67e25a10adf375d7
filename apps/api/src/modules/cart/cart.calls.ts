import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES, SCREENSHOTS } from '../../kernel/limits/anonymous-writes';
import { addPlanToCartHandler } from './add-plan-to-cart.handler';
import { addPlanToCartPrudentials } from './add-plan-to-cart-prudentials.handler';
import { cartCheckout } from './cart-checkout.handler';
import { checkAlreadyInCart } from './check-already-in-cart.handler';
import { checkDisabilityPlan } from './check-disability-plan.handler';
import { checkPrudentialCart } from './check-prudential-cart.handler';
import { checkPrudentialPlan } from './check-prudential-plan.handler';
import { getCartCount } from './get-cart-count.handler';
import { getCartEffectiveDates } from './get-cart-effective-dates.handler';
import { getDynamicTabs } from './get-dynamic-tabs.handler';
import { getHeldPlans } from './get-held-plans.handler';
import { getPlanCart } from './get-plan-cart.handler';
import { removePlanFromCart } from './remove-plan-from-cart.handler';
import { saveScreenshot } from './save-screenshot.handler';

/** The calls of the cart module: each one's handler, documentation, rules and limits (ADR 0030). */
export const cartCalls = defineCalls({
  'get-cart-count': {
    handler: getCartCount,
    docs: ['Cart', 'How many lines the cart has.'],
  },
  'get-held-plans': {
    handler: getHeldPlans,
    docs: [
      'Cart',
      'The plans this enrollment already holds: `in_cart`, or `active` for its member (active wins), so the shop flags them before Add to Cart. The fee lines that ride with a plan are left out.',
    ],
  },
  'get-plan-cart': {
    handler: getPlanCart,
    docs: [
      'Cart',
      'The cart lines priced for the effective date, with the first-month and recurring monthly totals.',
    ],
    rules:
      '`effective_date` (MM/01/YYYY) prices the cart at that date; it should be one of the dates ' +
      'get-cart-effective-dates offers.',
  },
  'check-prudential-plan': {
    handler: checkPrudentialPlan,
    docs: [
      'Pricing',
      'Whether the plan carries the 3% administrative fee (then add it with add-plan-to-cart-prudentials).',
    ],
  },
  'check-disability-plan': {
    handler: checkDisabilityPlan,
    docs: [
      'Pricing',
      'Whether the plan needs annual income and working hours (the client asks for them first).',
    ],
  },
  'check-already-in-cart': {
    handler: checkAlreadyInCart,
    docs: [
      'Cart',
      'Whether this pricing option of the plan is in the cart already (another option of it would replace it).',
    ],
    anonymous: ENROLLMENT_WRITES,
  },
  'add-plan-to-cart': {
    handler: addPlanToCartHandler,
    docs: [
      'Cart',
      'Adds a plan at a pricing option (with its administrative fee, if it has one); another option of a plan in the cart replaces it.',
    ],
    anonymous: ENROLLMENT_WRITES,
  },
  'add-plan-to-cart-prudentials': {
    handler: addPlanToCartPrudentials,
    docs: ['Cart', 'Adds a plan and its 3% administrative-fee line together: both or neither.'],
    anonymous: ENROLLMENT_WRITES,
  },
  'get-cart-effective-dates': {
    handler: getCartEffectiveDates,
    docs: [
      'Cart',
      'The effective dates offered (the first of the coming months) and the one stored for the enrollment, if any.',
    ],
  },
  'remove-plan-from-cart': {
    handler: removePlanFromCart,
    docs: ['Cart', 'Removes a cart line; fixed lines (an administrative fee) are refused.'],
    anonymous: ENROLLMENT_WRITES,
  },
  'check-prudential-cart': {
    handler: checkPrudentialCart,
    docs: ['Cart', 'Whether the cart has an administrative-fee line (quotes then show the 3% fee notice).'],
  },
  'cart-checkout': {
    handler: cartCheckout,
    docs: [
      'Cart',
      'Fixes the effective date and checks every line is still sold to the person at that date; the wizard starts after it.',
    ],
    rules:
      '`effective_date` is MM/01/YYYY and must be one of the dates get-cart-effective-dates offers ' +
      '(else it is refused: "Please choose an effective date").',
    anonymous: ENROLLMENT_WRITES,
  },
  'get-dynamic-tabs': {
    handler: getDynamicTabs,
    docs: [
      'Cart',
      'The wizard steps this enrollment has, in order (decided by the plans in the cart and who enrolls).',
    ],
  },
  'save-screenshot': {
    handler: saveScreenshot,
    docs: [
      'Quote and continue later',
      'Stores a PNG screenshot of the cart or a wizard step with the enrollment (one per name, the latest wins).',
    ],
    anonymous: SCREENSHOTS,
    bodyLimit: 4 * 1024 * 1024,
  },
});
