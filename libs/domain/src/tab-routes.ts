/** A saved tab (continue-enrollment, wizard §4) and the route it resumes on. */
export const SAVED_TAB_ROUTES = {
  primary_info: '/enrollment/personal-info',
  contact_info: '/enrollment/contact-info',
  employer_info: '/enrollment/employer-info',
  benificiary_info: '/enrollment/beneficiary-info',
  health_info: '/enrollment/health-questions',
  eoi_info: '/enrollment/eoi-questions',
  dependent_info: '/enrollment/dependent-information',
  review_info: '/enrollment/review-confirm',
  aggrement_info: '/enrollment/agreement-signature',
  payment_info: '/enrollment/billing-information',
  cart_info: '/cart',
} as const;
export type SavedTabName = keyof typeof SAVED_TAB_ROUTES;

export function savedTabRoute(tab: string): string | null {
  return (SAVED_TAB_ROUTES as Record<string, string>)[tab] ?? null;
}

/** Dynamic tab names (get-dynamic-tabs) and their wizard routes, in the wizard's order. */
export const WIZARD_TAB_ROUTES = {
  primary_info: 'personal-info',
  contact_info: 'contact-info',
  employer_info: 'employer-info',
  beneficiary_info: 'beneficiary-info',
  primary_health_info: 'health-questions',
  eoi_info: 'eoi-questions',
  dependent_info: 'dependent-information',
  review_info: 'review-confirm',
  agreement_info: 'agreement-signature',
  billing_info: 'billing-information',
} as const;

/**
 * The enroll type stored after continue-enrollment: existing users stay existing-member,
 * group enrollments stay new-group-member, anything else (new-user) is a new-member.
 */
export function enrollTypeFromSaved(
  type: string | null | undefined,
): 'new-member' | 'existing-member' | 'new-group-member' {
  if (type === 'existing' || type === 'existing-member' || type === 'existing-user') return 'existing-member';
  if (type === 'new-group-member') return 'new-group-member';
  return 'new-member';
}

type WizardTab = keyof typeof WIZARD_TAB_ROUTES;

/**
 * The server names one step three ways (spec §3, §7): its dynamic tab, the save-enrollment tab and
 * the get-enrollment-temp-info column (spelt benificiary_info, aggrement_info as given). This is the
 * one map from the first to the other two; the server's completion check and the wizard read it.
 */
export const SECTION_OF_TAB = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  eoi_info: 'eoi_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  agreement_info: 'aggrement_info',
  billing_info: 'payment_info',
} as const satisfies Record<WizardTab, SavedTabName>;
export type SectionOfTab = (typeof SECTION_OF_TAB)[WizardTab];

/**
 * The wizard's steps for a cart (get-dynamic-tabs): the required tabs at positions 0-10 (spec §9,
 * wizard §2), by their order. The checkout stores this as nav_array and the wizard re-reads it.
 */
export function requiredTabNames<T extends string>(
  tabs: readonly { tab_name: T; required: number; order: number }[],
): T[] {
  return tabs
    .filter((t) => t.required === 1 && t.order >= 0 && t.order <= 10)
    .sort((a, b) => a.order - b.order)
    .map((t) => t.tab_name);
}
