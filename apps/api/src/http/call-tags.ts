// Developer documentation of the OpenAPI document, English only (src/catalogues.test.ts skips
// these files): each call's tag and description. The cross-field rules are in docs-rules.ts.

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
  Releases:
    "Remote releases: each remote's immutable versions, which one is live for everyone, pinned for a tenant or rolled out to a share of browsers, rollback, and the load failures browsers report. The platform administrator or a release token (x-release-token header).",
  'Group enrollment':
    "A group's enrollment board (each census employee's status, plans, participation, export), personal invitations and reminders by mail, and an invited employee's link: opening it and declining coverage.",
  History:
    'Who changed what and when in an enrollment or for a member: person and role, step and field, before and after; SSNs, card, account and routing numbers and health answers only as changed.',
  'EDI 834':
    "Carriers' trading partners, the 834 enrollment files built for them (sealed at rest), one-time download links and the history of files and downloads; coverage terminations.",
  Census:
    "An employer's census of employees (group administrators for their group, reps for the groups their agent serves): the template, a checked preview of an uploaded CSV or XLSX file, and confirming it.",
  Reports:
    "Enrollment reports over a date range (over time, by plan, rep, group and tenant, the funnel, monthly premium written) and their CSV/Excel export: a rep's book, a group administrator's group, the whole platform for the platform administrator.",
  Payroll:
    "A group's payroll terms (pay schedules, contribution versions, deduction codes, pre-tax categories, their change history) and the payroll deduction file of a pay date: the group's administrator, the rep whose book holds the group, the platform administrator.",
  'Enrollment windows':
    "When people may enroll (ADR 0034): a group's plan years, open-enrollment window and extensions, the new-hire waiting period and life-event kinds; whether one employee may enroll today; the group's decisions on reported life events and the follow-up list.",
  'Evidence of insurability':
    "Cover the carrier decides after evidence of insurability (ADR 0035): a book's pending cases, oldest first, and the carrier's decision on one (approve all or part, deny, expire), recorded by the rep of the book or the platform administrator.",
  'Plan documents':
    "A plan's Summary of Benefits and Coverage, certificate and brochure per language (ADR 0035): uploaded by the platform administrator as PDF (checked by content in an upload worker, stored sealed); listed and downloaded on the plan's page by anyone who sees the plan.",
} as const;
export type Tag = keyof typeof TAGS;

export type CallDoc = [tag: Tag, description: string];
