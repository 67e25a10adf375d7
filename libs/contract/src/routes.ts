/**
 * Method and path of every /api/v1 call, free of zod so the browser bundle can import it
 * without pulling schemas onto the critical path (ADR 0003). calls.ts pairs each entry with
 * its schemas; a type check there keeps the two tables in step.
 */
export const routes = {
  'validate-landing-page': { method: 'GET', path: '/validate-landing-page' },
  'get-enrollment-info-referral': { method: 'GET', path: '/get-enrollment-info-referral' },
  'get-default-info': { method: 'GET', path: '/get-default-info' },
  'get-agent-info-enroll': { method: 'GET', path: '/get-agent-info-enroll' },
  'get-group-info-enroll': { method: 'GET', path: '/get-group-info-enroll' },
  'get-member-info': { method: 'GET', path: '/get-member-info' },
  'get-agent-landing-page-info': { method: 'GET', path: '/get-agent-landing-page-info' },
  'get-group-landing-page-info': { method: 'GET', path: '/get-group-landing-page-info' },
  'get-agent-about-page-info': { method: 'GET', path: '/get-agent-about-page-info' },
  'get-group-about-page-info': { method: 'GET', path: '/get-group-about-page-info' },
  'get-agent-menu': { method: 'GET', path: '/get-agent-menu' },
  'get-group-menu': { method: 'GET', path: '/get-group-menu' },
  'get-ticket-link': { method: 'GET', path: '/get-ticket-link' },
  'get-enrollment-platforms': { method: 'GET', path: '/get-enrollment-platforms' },
  'get-agent-groups': { method: 'GET', path: '/get-agent-groups' },
  'validate-zip-code': { method: 'GET', path: '/validate-zip-code' },
  'add-filter-for-new-user': { method: 'POST', path: '/add-filter-for-new-user' },
  'change-filter-info': { method: 'PUT', path: '/change-filter-info/:tempId' },
  'get-enrollment-temp-info': { method: 'GET', path: '/get-enrollment-temp-info' },
  'get-featured-plans': { method: 'GET', path: '/get-featured-plans' },
  'get-cart-count': { method: 'GET', path: '/get-cart-count' },
  'get-plan-cart': { method: 'GET', path: '/get-plan-cart' },
  'continue-enrollment': { method: 'POST', path: '/continue-enrollment' },
  'get-left-side-filter-fields': { method: 'GET', path: '/get-left-side-filter-fields' },
  'get-filtered-plans': { method: 'GET', path: '/get-filtered-plans' },
  'get-menu-filtered-plans': { method: 'GET', path: '/get-menu-filtered-plans' },
  'get-plan-detail': { method: 'GET', path: '/get-plan-detail/:id' },
  'get-plan-detail-membership': { method: 'GET', path: '/get-plan-detail' },
  'get-plan-pricing-detail': { method: 'GET', path: '/get-plan-pricing-detail' },
  'get-plan-pricing-detail-elevate': { method: 'GET', path: '/get-plan-pricing-detail-elevate' },
  'get-related-plans': { method: 'GET', path: '/get-related-plans' },
  'get-group-agent-member-info': { method: 'GET', path: '/get-group-agent-member-info' },
  'check-prudential-plan': { method: 'GET', path: '/check-prudential-plan' },
  'check-disability-plan': { method: 'GET', path: '/check-disability-plan' },
  'check-already-answered': { method: 'GET', path: '/check-already-answered' },
  'check-already-in-cart': { method: 'POST', path: '/check-already-in-cart' },
  'add-plan-to-cart': { method: 'POST', path: '/add-plan-to-cart' },
  'add-plan-to-cart-prudentials': { method: 'POST', path: '/add-plan-to-cart-prudentials' },
  'get-questions': { method: 'GET', path: '/get-questions' },
  'save-question-answers': { method: 'POST', path: '/save-question-answers' },
} as const;

export type CallName = keyof typeof routes;
export const API_BASE_PATH = '/api/v1';
