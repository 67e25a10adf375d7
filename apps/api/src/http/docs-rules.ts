import type { CallName } from '@bs/contract';

/**
 * Rules the server enforces that OpenAPI cannot say with enum, pattern, required or oneOf
 * (rules across fields, or against stored data). They go in the operation's description, quoting
 * the message the server answers with: the generated contract test (test/contract-conformance)
 * accepts a 400 on schema-valid input only when every message it names is quoted here.
 */
/** What a MM/DD/YYYY pattern cannot say. */
const DATE_RULES =
  'Dates are real calendar days ("Please enter a real date."); birth and past dates cannot be in ' +
  'the future ("The date cannot be in the future.").';

const ROUTING_RULE =
  'A routing number passes the ABA checksum (weights 3, 7, 1): "Please enter a valid 9-digit ' +
  'routing number."';

export const CALL_RULES: Partial<Record<CallName, string>> = {
  'get-group-agent-member-info':
    'Send `enrollment_id` or `group_id` (at least one); with neither the answer is 422 ' +
    '"This field is required." on `enrollment_id`.',
  'get-plan-cart':
    '`effective_date` (MM/01/YYYY) prices the cart at that date; it should be one of the dates ' +
    'get-cart-effective-dates offers.',
  'cart-checkout':
    '`effective_date` is MM/01/YYYY and must be one of the dates get-cart-effective-dates offers ' +
    '(else it is refused: "Please choose an effective date").',
  'save-enrollment':
    'With `tab` cart_info the quote is e-mailed and `name` is required ("Please enter a name"). ' +
    "With a wizard tab, `data` holds that step's fields: each one given must pass the step's rule " +
    '(errors name <tab>.<field>).',
  'save-personal-info':
    'With `prior_coverage_flag` 1, `prior_carrier_name`, `prior_effective_date` and ' +
    '`prior_term_date` are required ("This field is required.") and "The term date cannot be ' +
    'before the effective date." Dates are real calendar days ("Please enter a real date."); ' +
    'birth and past dates cannot be in the future ("The date cannot be in the future.").',
  'validate-routing-number': ROUTING_RULE,
  'save-billing-info':
    `${ROUTING_RULE} A card number passes the Luhn check ("Please enter a valid card number."); ` +
    'the security code has 4 digits for American Express and 3 for other brands ("Please enter ' +
    'the security code shown on the card."); the expiration year is this year up to 20 years ' +
    'ahead ("Please choose an expiration year.") and the card is not expired ("This card has ' +
    'expired.").',
  'add-filter-for-member':
    'Send `user_id` (a signed-in member or their rep or group) or `member_token` (the benefit ' +
    'store link); with neither the answer is "This field is required." on `user_id`.',
  'validate-single-beneficiary': DATE_RULES,
  'save-beneficiary-info': DATE_RULES,
  'save-employer-info': DATE_RULES,
  'save-primary-health-info': healthRules(),
  'validate-single-dependent': healthRules(),
  'save-dependent-info': healthRules(),
  'save-dependent-info-to-temp': healthRules(),
};

function healthRules(): string {
  return (
    'A condition question answered yes (`yes_no_flag` 1) needs `health_condition`, ' +
    '`date_of_onset`, `is_treatment` and `is_medicate` ("This field is required."); ' +
    '"The recovery date cannot be before the date of onset." The medication question answered ' +
    'yes needs a row, and a row with any field filled needs all three ("This field is required."). ' +
    'Dates are real calendar days ("Please enter a real date.") and past dates cannot be in the ' +
    'future ("The date cannot be in the future.").'
  );
}

/** Who answers for the API (the document's info.contact). */
export const CONTACT = { name: 'Benefit Store platform team', url: 'https://support.benefit-store.example' };

/** Same origin as the store: the calls are under /api/v1 wherever the API is deployed. */
export const SERVERS = [{ url: '/', description: 'The origin that serves this document' }];

/** The document's tags, in the order the UI lists them: one per part of the store. */
export const TAGS = {
  'Start-up':
    'What the shell asks before the first page: which tenant a landing slug or referral is, the default store, the agent, group or member it is for.',
  Branding:
    "A store's texts and menus: landing and about pages of its agent or group, the category menu, the support link.",
  'Quote basics':
    'Starting an enrollment (for an applicant, a current member or a member themselves) and changing its zip, birth date, gender, tier and the rest of the quote.',
  Plans:
    "The catalogue as the enrollment's store offers it: featured plans, categories, listings, plan details and related plans.",
  Pricing:
    "A plan's pricing options for the enrollment, and what a plan needs before it can be added (income and hours, the administrative fee).",
  'Plan questions': "A plan's health questions and the answers that decide whether it can be bought.",
  Cart: 'The cart of an enrollment: lines, prices, effective dates, checkout and the wizard steps it implies.',
  'Quote and continue later':
    'E-mailing a quote, saving a half-done enrollment and continuing it by code or by the mailed link.',
  'Wizard: personal and contact':
    'The Personal Information and Contact Information steps, with the e-mail, phone and enroller-code checks.',
  'Wizard: employer':
    'The Employer Information step (asked when disability income is in the cart) and its option lists.',
  'Wizard: beneficiaries':
    'The Beneficiary step: relationships, saved beneficiaries, one entry checked at a time, the whole list saved.',
  'Wizard: health and dependents':
    "The Health Questions and Dependent steps: questions, saved answers, one dependent checked at a time, the tier's rules.",
  'Wizard: review and agreement':
    'The Review step and the Agreement step: the texts to agree to, who signs, the signature.',
  'Wizard: billing':
    'The Billing step: the payment methods offered, saved cards and bank accounts, routing-number checks.',
  Receipt: 'Completing the enrollment (the applicant becomes a member with coverage) and its receipt.',
  'Sign-in':
    'Reps, group administrators and platform administrators by password; members by a mailed link or code; the session is an httpOnly cookie.',
  'Current members':
    "The signed-in rep's or group administrator's book of members, searched and paged on the server.",
  Tenants:
    'The tenant registry of the platform console: list, create, edit, disable, audit, export, images. A platform administrator manages every tenant; a rep or group administrator may change the branding of their own store.',
} as const;
export type Tag = keyof typeof TAGS;

/**
 * Each call's tag and description (what it does, for whom; the cross-field rules of CALL_RULES
 * are added after it). A new call needs its line here: the Record type makes a missing one a
 * compile error, and src/http/docs-lint.test.ts fails on an operation without a description.
 */
export const CALL_DOCS: Record<CallName, [tag: Tag, description: string]> = {
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
  'save-personal-info': [
    'Wizard: personal and contact',
    "Saves the Personal Information step; birth date and gender keep the quote's values. Errors name primary_info.<field>.",
  ],
  'save-enroller-code': [
    'Wizard: personal and contact',
    "Records which rep (enroller) gets credit for the enrollment: an agent's code, case-insensitive; a new code replaces the earlier one.",
  ],
  'get-states': ['Wizard: personal and contact', 'The US states (code and name) for the address selects.'],
  'get-form-fields-personal-info': [
    'Wizard: personal and contact',
    'The fields of the Personal Information step for this enrollment: which are shown and required, read-only ones and saved values.',
  ],
  'get-form-fields-contact-info': [
    'Wizard: personal and contact',
    'The fields of the Contact Information step for this enrollment, with saved values.',
  ],
  'validate-member-email': [
    'Wizard: personal and contact',
    "Whether the member's e-mail is deliverable and, for an enrollment, not the address of a different existing member.",
  ],
  'validate-email-neverbounce': ['Wizard: personal and contact', 'Whether an e-mail address is deliverable.'],
  'validate-phone-numverify': [
    'Wizard: personal and contact',
    'Whether a phone number is a valid 10-digit US number (a leading 1 and punctuation are ignored).',
  ],
  'save-contact-info': [
    'Wizard: personal and contact',
    "Saves the Contact Information step; state and zip keep the quote's values; `with_validation` 1 checks the city against the zip and answers the address in USPS form.",
  ],
  'get-form-fields-employer-info': [
    'Wizard: employer',
    'The fields of the Employer Information step for this enrollment, with saved values.',
  ],
  'get-average-work-week': ['Wizard: employer', 'The options of the average work week select.'],
  'get-employment-status': ['Wizard: employer', 'The options of the employment status select.'],
  'get-compensation-types': ['Wizard: employer', 'The options of the compensation type select.'],
  'get-vacation-policy': [
    'Wizard: employer',
    'The options of the vacation policy select for this enrollment.',
  ],
  'get-bargaining-unit': [
    'Wizard: employer',
    'The options of the bargaining unit select for this enrollment.',
  ],
  'get-holiday-policy': [
    'Wizard: employer',
    'The holidays of the holiday policy checkboxes for this enrollment.',
  ],
  'save-employer-info': [
    'Wizard: employer',
    'Saves the Employer Information step. Errors name employer_info.<field>.',
  ],
  'get-form-fields-beneficiary-info': [
    'Wizard: beneficiaries',
    'The fields of the Beneficiary step for this enrollment.',
  ],
  'get-beneficiary-relationships': [
    'Wizard: beneficiaries',
    'The relationships a beneficiary may have (keys and names).',
  ],
  'get-beneficiaries-existing-user-enrollment': [
    'Wizard: beneficiaries',
    "The beneficiaries saved for this enrollment or on the existing member's record (SSNs masked).",
  ],
  'validate-single-beneficiary': [
    'Wizard: beneficiaries',
    'Checks one beneficiary of the add or edit form; errors name its fields.',
  ],
  'save-beneficiary-info': [
    'Wizard: beneficiaries',
    'Saves the whole beneficiary list (it replaces the saved one): at least one, shares totalling exactly 100.',
  ],
  'get-health-questions-primary-health-info': [
    'Wizard: health and dependents',
    "The health questions of the primary applicant's Health Questions step.",
  ],
  'get-existing-primary-health-info': [
    'Wizard: health and dependents',
    "The existing member's saved health answers, null when there are none.",
  ],
  'save-primary-health-info': [
    'Wizard: health and dependents',
    'Saves the Health Questions step: every question answered (sealed at rest).',
  ],
  'check-tab-required': [
    'Wizard: health and dependents',
    'Whether the enrollment has a given step, by the same rule as get-dynamic-tabs.',
  ],
  'get-form-fields-dependent-primary-info': [
    'Wizard: health and dependents',
    "The fields of a dependent's form for this enrollment.",
  ],
  'get-health-questions-dependent-info': [
    'Wizard: health and dependents',
    'The health questions asked of each dependent.',
  ],
  'get-dependents-existing-user-enrollment': [
    'Wizard: health and dependents',
    "The dependents saved for this enrollment or on the existing member's record (SSNs masked).",
  ],
  'validate-single-dependent': [
    'Wizard: health and dependents',
    "Checks one dependent against the enrollment's tier and questions.",
  ],
  'save-dependent-info': [
    'Wizard: health and dependents',
    "Saves the dependent list on Next (it replaces the saved one): the tier's minimum must be met.",
  ],
  'save-dependent-info-to-temp': [
    'Wizard: health and dependents',
    "Saves the dependent list after each add, edit or delete: only the tier's maximums apply.",
  ],
  'delete-dependent-in-IO': [
    'Wizard: health and dependents',
    'With tier IO (member only), removes dependents saved while another tier was chosen; other tiers keep theirs.',
  ],
  'save-review-info': [
    'Wizard: review and agreement',
    'Saves the Review step (Next on review); dependents saved earlier are removed when the enrollment asks for none.',
  ],
  'get-agreement-texts': [
    'Wizard: review and agreement',
    "The agreement texts in order, in the request's language, each with its version and the SHA-256 of the words shown.",
  ],
  'get-form-fields-agreement-info': [
    'Wizard: review and agreement',
    'The fields of the Agreement step: they say who signs (rep, group, applicant or existing member).',
  ],
  'save-agreement-info': [
    'Wizard: review and agreement',
    'Saves the Agreement step: the texts agreed to (by id and version), the signer and the drawn signature.',
  ],
  'get-payment-method': [
    'Wizard: billing',
    'How the enrollment pays (per group, else per agent): cc offers card and EFT, eft EFT only, list/elist list billing, stmt statement billing.',
  ],
  'get-form-fields-billing-info': ['Wizard: billing', 'The fields of the Billing step for this enrollment.'],
  'get-existing-bank-info': [
    'Wizard: billing',
    "The existing member's saved bank accounts (masked numbers only).",
  ],
  'get-existing-card-info': [
    'Wizard: billing',
    "The existing member's saved cards (masked numbers only; no security code is ever kept).",
  ],
  'validate-routing-number': [
    'Wizard: billing',
    'Checks a routing number (checksum, then the routing directory) and answers the bank name.',
  ],
  'save-billing-info': [
    'Wizard: billing',
    'Saves the Billing step with a new card or bank account, or the list or statement billing the group uses. The security code is checked and never stored. Errors name payment_info.<field>.',
  ],
  'save-billing-info-existing': [
    'Wizard: billing',
    "Saves the Billing step with one of the existing member's saved cards or bank accounts.",
  ],
  'complete-enrollment': [
    'Receipt',
    'Completes the enrollment once every step is saved: the applicant becomes a member (or the member is updated) with coverage for each cart plan, a policy id is made and the receipt mail queued. A retry answers the same policy id.',
  ],
  'get-receipt': ['Receipt', 'The receipt of a completed enrollment: the name and the policy id.'],
  'sign-in': [
    'Sign-in',
    'Signs a rep, group administrator or platform administrator in by e-mail and password (wrong passwords are counted and lock out for a while); sets the session cookie.',
  ],
  'sign-out': ['Sign-in', 'Ends the session of this browser.'],
  'who-am-i': [
    'Sign-in',
    'Who is signed in on this browser, and the session keys the client should keep for them.',
  ],
  'request-password-reset': [
    'Sign-in',
    'Mails a one-time code to reset the password; the answer is the same whether or not the e-mail belongs to anyone.',
  ],
  'reset-password': ['Sign-in', 'Sets a new password with the mailed code.'],
  'request-member-sign-in': [
    'Sign-in',
    'Mails a member a one-time sign-in link and code; the answer is the same whether or not the e-mail belongs to a member.',
  ],
  'member-sign-in': [
    'Sign-in',
    "Signs a member in with the mailed link's token, or with the mailed code and their e-mail; sets the session cookie.",
  ],
  'get-agent-members': [
    'Current members',
    "One page of the signed-in rep's members, searched by name or e-mail (SSNs masked).",
  ],
  'get-group-users': [
    'Current members',
    "One page of the signed-in group administrator's members, searched by name or e-mail (SSNs masked).",
  ],
  'list-tenants': [
    'Tenants',
    'The tenants the signed-in person may edit, searched by slug, name, agent or group and filtered by status.',
  ],
  'get-tenant': [
    'Tenants',
    'One tenant as the console form edits it (the shape of tenants/<slug>/tenant.json).',
  ],
  'create-tenant': [
    'Tenants',
    'Registers a new tenant (platform administrators); it is live at once. The slug must be free and the theme readable at WCAG AA.',
  ],
  'update-tenant': [
    'Tenants',
    "Changes a tenant's settings, theme and branding (a rep or group administrator: the branding of their own store only); live at once and recorded in its audit.",
  ],
  'set-tenant-status': ['Tenants', 'Sets a tenant active or disabled (platform administrators).'],
  'get-tenant-changes': [
    'Tenants',
    "The tenant's audit, newest first: who changed what, when, before and after.",
  ],
  'export-tenant': [
    'Tenants',
    "The tenant as its folder's files (tenant.json and its images), to commit under tenants/<slug> (platform administrators).",
  ],
  'upload-tenant-image': [
    'Tenants',
    "Stores an image (SVG, PNG, JPEG or WebP) for a tenant's logo or hero; SVGs are checked for scripts.",
  ],
};

/** Where a call takes the enrollment id: query, path or body, under which name. */
type Slot = { in: 'query' | 'path' | 'body'; name: string };

type Operation = {
  operationId?: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { links?: Record<string, unknown> }>;
};
type Schema = {
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

const ENROLLMENT_NAMES = new Set(['enrollment_id', 'tempId']);

function enrollmentSlot(op: Operation): Slot | undefined {
  const p = op.parameters?.find((x) => ENROLLMENT_NAMES.has(x.name));
  if (p) return { in: p.in as Slot['in'], name: p.name };
  const body = op.requestBody?.content?.['application/json']?.schema;
  const shapes = body ? [body, ...(body.oneOf ?? []), ...(body.anyOf ?? [])] : [];
  if (shapes.some((s) => s.properties?.enrollment_id)) return { in: 'body', name: 'enrollment_id' };
  return undefined;
}

/** Answers whose data carries a new enrollment id, and where. */
const ENROLLMENT_SOURCES: Record<string, string> = {
  'add-filter-for-new-user': '$response.body#/data/temp_enrollment_id',
  'add-filter-for-existing-user': '$response.body#/data/temp_enrollment_id',
};

/**
 * Completes the generated document: each operation's description (CALL_DOCS, then the cross-field
 * rules), and
 * OpenAPI links from every answer that creates an enrollment to every call that takes one, so a
 * stateful tester (Schemathesis) can follow an enrollment through the store.
 */
export function completeDocument<T>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const ops = Object.values(paths).flatMap((methods) => Object.values(methods));
  const consumers = ops
    .map((op) => ({ op, slot: enrollmentSlot(op) }))
    .filter((x): x is { op: Operation; slot: Slot } => !!x.slot && !!x.op.operationId);
  for (const op of ops) {
    const name = op.operationId as CallName | undefined;
    const said = [op.description, name && CALL_DOCS[name]?.[1], name && CALL_RULES[name]].filter(Boolean);
    if (said.length) op.description = said.join('\n\n');
    const source = op.operationId && ENROLLMENT_SOURCES[op.operationId];
    const ok = op.responses?.['200'];
    if (!source || !ok) continue;
    ok.links = Object.fromEntries(
      consumers.map(({ op: target, slot }) => [
        target.operationId!,
        {
          operationId: target.operationId,
          description: `The new enrollment's id as ${target.operationId}'s ${slot.name}.`,
          ...(slot.in === 'body'
            ? { requestBody: { [slot.name]: source } }
            : { parameters: { [`${slot.in}.${slot.name}`]: source } }),
        },
      ]),
    );
  }
  return doc;
}
