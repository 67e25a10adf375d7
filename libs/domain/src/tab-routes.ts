/** A saved tab (continue-enrollment, wizard §4) and the route it resumes on. */
export const SAVED_TAB_ROUTES = {
  primary_info: '/enrollment/personal-info',
  contact_info: '/enrollment/contact-info',
  employer_info: '/enrollment/employer-info',
  benificiary_info: '/enrollment/beneficiary-info',
  health_info: '/enrollment/health-questions',
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
