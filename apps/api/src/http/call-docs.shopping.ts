import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only (src/catalogues.test.ts skips
// these files): each call's tag and description. The cross-field rules are in docs-rules.ts.

/** The calls of the shopping and cart spec: start-up, branding, quote basics, plans, cart, quote, continuing. */
export const SHOPPING_CALL_DOCS = {
  'validate-landing-page': [
    'Start-up',
    'The tenant a landing slug names: whether it is bound to an agent or a group, its bindings and branding. The default store answers as an agent page.',
  ],
  'get-enrollment-info-referral': [
    'Start-up',
    "A referral link's agent, group and portal; an unknown id is an error, a retired link answers `valid_referral_link` false.",
  ],
  'get-default-info': ['Start-up', "The default store's agent, group and portal (from the default tenant)."],
  'get-agent-info-enroll': [
    'Start-up',
    "An agent's id and name, for the pages that enroll under that agent.",
  ],
  'get-group-info-enroll': [
    'Start-up',
    "A group's id, name and code, for the pages that enroll under that group.",
  ],
  'get-member-info': [
    'Start-up',
    "A member's name with their agent and group: for the member themselves, their rep or their group administrator.",
  ],
  'get-enrollment-platforms': ['Start-up', "The agent's enrollment platforms (portals), the default first."],
  'get-agent-groups': [
    'Start-up',
    'The groups of an agent (the rep\'s "choose a group"): only for a rep signed in for that agent.',
  ],
  'get-agent-landing-page-info': [
    'Branding',
    "An agent's landing page: name, logo, image, tagline, contact details, biography and the owner's theme.",
  ],
  'get-group-landing-page-info': [
    'Branding',
    "A group's landing page: name, logo, image, tagline, contact details, the agent's biography, the group's about text and the owner's theme.",
  ],
  'get-agent-about-page-info': ['Branding', "An agent's about page (the biography)."],
  'get-group-about-page-info': ['Branding', "A group's about page text."],
  'get-agent-menu': ['Branding', "The category keys of an agent's store menu, in menu order."],
  'get-group-menu': ['Branding', "The category keys of a group's store menu, in menu order."],
  'get-ticket-link': ['Branding', "The support ticket page the footer links to (the server's TICKET_URL)."],
  'validate-zip-code': [
    'Quote basics',
    'A US zip code with its state and city; an unknown zip is a field error.',
  ],
  'add-filter-for-new-user': [
    'Quote basics',
    "Starts an enrollment from the quote form (zip, birth date, gender, tier...) and answers its id. An applicant's enrollment is bound to this browser's key cookie; a rep's or group administrator's to them (ADR 0013).",
  ],
  'change-filter-info': [
    'Quote basics',
    'Changes the quote basics sent (the others keep their value). Whose enrollment it is was fixed when it was started: a body naming user, agent, group or eprocess is refused.',
  ],
  'get-enrollment-temp-info': [
    'Quote basics',
    'One saved section (`column`) of the enrollment: null when not saved yet; SSNs come masked.',
  ],
  'add-filter-for-existing-user': [
    'Quote basics',
    "Starts an enrollment for a current member: birth date, gender and zip come from the member's record, the tier from the body. For the member's rep, group administrator, or the member themselves.",
  ],
  'add-filter-for-member': [
    'Quote basics',
    'A member starts an enrollment for themselves: signed in (`user_id`) or from a member benefit store link (`member_token`).',
  ],
  'get-featured-plans': [
    'Plans',
    'The featured plans of the store (agent, group or portal) in rank order, limited to the categories on its menu.',
  ],
  'get-left-side-filter-fields': [
    'Plans',
    "The categories of the enrollment's store that have at least one plan, in menu order (the listing's filters).",
  ],
  'get-filtered-plans': [
    'Plans',
    "The listing: the plans of the enrollment's store, narrowed to the chosen categories when sent.",
  ],
  'get-menu-filtered-plans': [
    'Plans',
    "The plans of one category of the header menu, if the agent's or group's menu offers it.",
  ],
  'get-plan-detail': [
    'Plans',
    "A plan's detail texts (HTML written by the catalogue's editors: sanitise before rendering).",
  ],
  'get-plan-detail-membership': [
    'Plans',
    'The wellness membership plan and the text of its fee (the membership popup).',
  ],
  'get-related-plans': [
    'Plans',
    "Suggested plans: the plan's related plans the store offers and the person can buy, not yet in the cart, each at its lowest first-month price.",
  ],
  'get-group-agent-member-info': [
    'Plans',
    "Who is being enrolled under which group (the listing's header): with an enrollment, its group and the member's name when there is a member; with only `group_id`, the group.",
  ],
  'get-plan-pricing-detail': [
    'Pricing',
    "A plan's pricing options for the enrollment's person. Business outcomes (no enrollment, wrong state, age, tier...) are a success with `errorCode`; an unknown plan is a 404 on `pid`.",
  ],
  'get-listing-prices': [
    'Pricing',
    "Every plan card of the listing priced in one call: the same plans as `get-filtered-plans` for the same `categories`, each with its lowest monthly price for the enrollment's person (option plus its administrative fee; the lowest one-time amount when a plan has no monthly premium) or the pricing `errorCode` and message that stands in the way (income and hours, smoker, state...). `health_questions` says the plan asks health questions before it can be added. Same engine as `get-plan-pricing-detail`.",
  ],
  'get-plan-comparison': [
    'Pricing',
    "Two to four listed plans side by side (`plans=1001,1002`): carrier, waiting period and coverage highlights (`facts`, null when not stated), exclusions and the headings of the example and FAQ sections, the person's pricing options for their tier (as `get-plan-pricing-detail` answers) and the lowest price in each tier (IO, IS, IC, IF). Without `enrollment_id` every price says `enrollmentIdError`. An unknown, unlisted or replaced plan is a 404 on `plans`; a plan named twice is compared once.",
  ],
  'get-plan-pricing-detail-elevate': [
    'Pricing',
    'The wellness membership options (one-time fees) for the enrollment (the membership popup).',
  ],
  'check-prudential-plan': [
    'Pricing',
    'Whether the plan carries the 3% administrative fee (then add it with add-plan-to-cart-prudentials).',
  ],
  'check-disability-plan': [
    'Pricing',
    'Whether the plan needs annual income and working hours (the client asks for them first).',
  ],
  'check-already-answered': [
    'Plan questions',
    'Whether nothing is left to answer before the plan can be added: it has no questions, or the current version of them was answered.',
  ],
  'get-questions': [
    'Plan questions',
    "The plan's health questions in order (empty for plans without underwriting).",
  ],
  'save-question-answers': [
    'Plan questions',
    "Saves the answers to a plan's questions (sealed at rest, never logged). A yes to a knock-out question declines: a success with `errorCode` decline and the plan's message.",
  ],
  'get-cart-count': ['Cart', 'How many lines the cart has.'],
  'get-plan-cart': [
    'Cart',
    'The cart lines priced for the effective date, with the first-month and recurring monthly totals.',
  ],
  'check-already-in-cart': [
    'Cart',
    'Whether this pricing option of the plan is in the cart already (another option of it would replace it).',
  ],
  'add-plan-to-cart': [
    'Cart',
    'Adds a plan at a pricing option (with its administrative fee, if it has one); another option of a plan in the cart replaces it.',
  ],
  'add-plan-to-cart-prudentials': [
    'Cart',
    'Adds a plan and its 3% administrative-fee line together: both or neither.',
  ],
  'get-cart-effective-dates': [
    'Cart',
    'The effective dates offered (the first of the coming months) and the one stored for the enrollment, if any.',
  ],
  'remove-plan-from-cart': ['Cart', 'Removes a cart line; fixed lines (an administrative fee) are refused.'],
  'check-prudential-cart': [
    'Cart',
    'Whether the cart has an administrative-fee line (quotes then show the 3% fee notice).',
  ],
  'cart-checkout': [
    'Cart',
    'Fixes the effective date and checks every line is still sold to the person at that date; the wizard starts after it.',
  ],
  'get-dynamic-tabs': [
    'Cart',
    'The wizard steps this enrollment has, in order (decided by the plans in the cart and who enrolls).',
  ],
  'get-quote-preview-content': [
    'Quote and continue later',
    'The HTML of the quote e-mail, sanitised, for the in-page preview; only who may send the quote (a rep or group administrator) may preview it.',
  ],
  'save-enrollment': [
    'Quote and continue later',
    'With `tab` cart_info it e-mails the quote; with a wizard tab it saves that step as far as filled and e-mails a code and a link to continue later.',
  ],
  'save-screenshot': [
    'Quote and continue later',
    'Stores a PNG screenshot of the cart or a wizard step with the enrollment (one per name, the latest wins).',
  ],
  'continue-enrollment': [
    'Quote and continue later',
    'Continues a saved enrollment by e-mail and the mailed code: this browser is bound to it and gets its saved step back. Attempts are counted and limited.',
  ],
  'direct-continue': [
    'Quote and continue later',
    "Continues a saved enrollment by the mailed link's own token (never the enrollment id), while it is unexpired and not replaced by a newer save.",
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
