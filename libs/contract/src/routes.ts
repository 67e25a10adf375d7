/**
 * Method and path of every /api/v1 call, free of zod so the browser bundle can import it
 * without pulling schemas onto the critical path (ADR 0003). calls.ts pairs each call with its
 * schemas; a type check there and calls.test.ts keep the two in step.
 *
 * A call is answered at `<method> /<its name>`. Most are GETs: those are named in a type only, so
 * the browser carries no table for them (the table of every call was 2.2 kB gzip of the landing
 * page's JS, ADR 0032). The POSTs are listed, and the few calls with another path or method.
 */
type GetAtItsName =
  | 'validate-landing-page'
  | 'get-enrollment-info-referral'
  | 'get-default-info'
  | 'get-agent-info-enroll'
  | 'get-group-info-enroll'
  | 'get-member-info'
  | 'get-agent-landing-page-info'
  | 'get-group-landing-page-info'
  | 'get-agent-about-page-info'
  | 'get-group-about-page-info'
  | 'get-agent-menu'
  | 'get-group-menu'
  | 'get-ticket-link'
  | 'get-enrollment-platforms'
  | 'get-agent-groups'
  | 'validate-zip-code'
  | 'get-enrollment-temp-info'
  | 'get-review-sections'
  | 'get-featured-plans'
  | 'get-cart-count'
  | 'get-held-plans'
  | 'get-plan-cart'
  | 'get-member-coverage'
  | 'get-left-side-filter-fields'
  | 'get-filtered-plans'
  | 'get-menu-filtered-plans'
  | 'get-plan-pricing-detail'
  | 'get-plan-pricing-detail-elevate'
  | 'get-listing-prices'
  | 'get-plan-comparison'
  | 'get-related-plans'
  | 'get-group-agent-member-info'
  | 'check-prudential-plan'
  | 'check-disability-plan'
  | 'check-already-answered'
  | 'get-questions'
  | 'get-cart-effective-dates'
  | 'remove-plan-from-cart'
  | 'check-prudential-cart'
  | 'get-dynamic-tabs'
  | 'get-quote-preview-content'
  | 'get-states'
  | 'get-form-fields-personal-info'
  | 'get-form-fields-contact-info'
  | 'get-form-fields-employer-info'
  | 'get-form-fields-beneficiary-info'
  | 'get-form-fields-dependent-primary-info'
  | 'validate-phone-numverify'
  | 'get-average-work-week'
  | 'get-employment-status'
  | 'get-compensation-types'
  | 'get-vacation-policy'
  | 'get-bargaining-unit'
  | 'get-holiday-policy'
  | 'get-beneficiary-relationships'
  | 'get-beneficiaries-existing-user-enrollment'
  | 'get-health-questions-primary-health-info'
  | 'get-existing-primary-health-info'
  | 'check-tab-required'
  | 'get-health-questions-dependent-info'
  | 'get-dependents-existing-user-enrollment'
  | 'who-am-i'
  | 'get-agreement-texts'
  | 'get-form-fields-agreement-info'
  | 'get-payment-method'
  | 'get-form-fields-billing-info'
  | 'get-existing-bank-info'
  | 'get-existing-card-info'
  | 'get-receipt'
  | 'get-receipt-pdf'
  | 'get-agent-members'
  | 'get-group-users'
  | 'list-tenants'
  | 'get-tenant'
  | 'get-tenant-changes'
  | 'export-tenant'
  | 'list-releases'
  | 'get-enrollment-history'
  | 'get-member-history'
  | 'get-enrollment-board'
  | 'export-enrollment-board'
  | 'list-carriers'
  | 'get-trading-partner'
  | 'list-edi-files'
  | 'list-group-edi-files'
  | 'get-census-template'
  | 'get-report'
  | 'export-report'
  | 'list-possible-duplicates'
  | 'get-pay-terms'
  | 'get-group-calendar'
  | 'get-enrollment-status'
  | 'get-life-event-follow-up'
  | 'get-eoi-pending'
  | 'list-plan-eoi-settings'
  | 'get-eoi-questions'
  | 'get-eoi-case-answers'
  | 'get-plan-documents'
  | 'get-plan-document-file'
  | 'list-id-cards'
  | 'list-id-card-settings'
  | 'list-catalogue-documents'
  | 'get-staff-overview';

const POST_AT_ITS_NAME = [
  'add-filter-for-new-user',
  'continue-enrollment',
  'check-already-in-cart',
  'add-plan-to-cart',
  'add-plan-to-cart-prudentials',
  'save-question-answers',
  'cart-checkout',
  'save-enrollment',
  'save-screenshot',
  'save-personal-info',
  'save-enroller-code',
  'validate-member-email',
  'validate-email-neverbounce',
  'save-contact-info',
  'save-employer-info',
  'validate-single-beneficiary',
  'save-beneficiary-info',
  'keep-beneficiary-draft',
  'save-primary-health-info',
  'validate-single-dependent',
  'save-dependent-info',
  'save-dependent-info-to-temp',
  'delete-dependent-in-IO',
  'sign-in',
  'sign-out',
  'sign-out-other-sessions',
  'request-password-reset',
  'reset-password',
  'request-member-sign-in',
  'member-sign-in',
  'add-filter-for-existing-user',
  'save-review-info',
  'save-agreement-info',
  'validate-routing-number',
  'save-billing-info',
  'save-billing-info-existing',
  'complete-enrollment',
  'add-filter-for-member',
  'create-tenant',
  'update-tenant',
  'set-tenant-status',
  'upload-tenant-image',
  'publish-release',
  'activate-release',
  'pin-release',
  'rollout-release',
  'rollback-release',
  'report-release-failure',
  'send-invitations',
  'revoke-invitation',
  'open-invitation',
  'waive-coverage',
  'prove-invitation',
  'send-invitation-code',
  'save-trading-partner',
  'build-edi-file',
  'create-edi-download-link',
  'terminate-coverage',
  'preview-census',
  'commit-census',
  'merge-possible-duplicate',
  'keep-possible-duplicate-separate',
  'save-pay-schedule',
  'save-contribution-rule',
  'build-payroll-file',
  'save-deduction-code',
  'save-tax-treatment',
  'upload-pay-calendar',
  'save-plan-year',
  'extend-open-enrollment',
  'decide-life-event',
  'report-life-event',
  'upload-life-event-document',
  'save-waiting-period',
  'save-life-event-kinds',
  'decide-eoi-case',
  'save-plan-eoi-settings',
  'save-eoi-info',
  'save-id-card-settings',
  'upload-plan-document',
] as const;

/** Calls whose path is not /<name> (a path parameter, two calls on one path) or not GET/POST. */
const ELSEWHERE = {
  'change-filter-info': { method: 'PUT', path: '/change-filter-info/:enrollment_id' },
  'get-plan-detail': { method: 'GET', path: '/get-plan-detail/:id' },
  'get-plan-detail-membership': { method: 'GET', path: '/get-plan-detail' },
  'direct-continue': { method: 'GET', path: '/direct-continue/:token' },
} as const;

export type CallName = GetAtItsName | (typeof POST_AT_ITS_NAME)[number] | keyof typeof ELSEWHERE;
export type HttpMethod = 'GET' | 'POST' | 'PUT';
export interface Route {
  method: HttpMethod;
  path: string;
}

const posts: ReadonlySet<string> = new Set(POST_AT_ITS_NAME);
const elsewhere: Readonly<Record<string, Route>> = ELSEWHERE;

/** The method and path (with its :parameters) a call is answered at. */
export function routeOf(name: CallName): Route {
  return elsewhere[name] ?? { method: posts.has(name) ? 'POST' : 'GET', path: `/${name}` };
}

export const API_BASE_PATH = '/api/v1';
