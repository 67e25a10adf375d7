import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only (src/catalogues.test.ts skips
// these files): each call's tag and description. The cross-field rules are in docs-rules.ts.

/** The calls of the enrollment wizard's steps, sign-in, the member books and the tenant console. */
export const WIZARD_CALL_DOCS = {
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
  'sign-out-other-sessions': [
    'Sign-in',
    'Ends every other session of the signed-in person (other browsers and devices); this one stays.',
  ],
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
  'get-enrollment-history': [
    'History',
    "An enrollment's changes, newest first, filtered by step and person (the rep whose book holds it, its group's administrator, the platform administrator).",
  ],
  'get-member-history': [
    'History',
    "The changes of every enrollment of a member, newest first, filtered by step and person (the rep whose book holds the member, the member's group administrator, the platform administrator).",
  ],
  'preview-census': [
    'Census',
    "Checks an employer's census file (CSV or XLSX, base64) for a group and compares it with the saved census: rows to add, update, unchanged, errors and conflicts, each issue naming the row, column and reason in the reader's language. Saves nothing but the preview, which commit-census confirms within 30 minutes (the group's administrator, the rep of a group their agent serves).",
  ],
  'commit-census': [
    'Census',
    'Saves a preview of preview-census in one transaction: the rows it showed to add and update, nothing else. Single use; only who previewed it may confirm it.',
  ],
  'get-census-template': [
    'Census',
    "The census file's header row in the reader's language, as CSV or XLSX (signed-in staff).",
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
