import type { HandlerTable } from '../http/handler';
import { getAgentAboutPageInfo } from './branding/get-agent-about-page-info.handler';
import { getAgentLandingPageInfo } from './branding/get-agent-landing-page-info.handler';
import { getAgentMenu } from './branding/get-agent-menu.handler';
import { getGroupAboutPageInfo } from './branding/get-group-about-page-info.handler';
import { getGroupLandingPageInfo } from './branding/get-group-landing-page-info.handler';
import { getGroupMenu } from './branding/get-group-menu.handler';
import { getTicketLink } from './branding/get-ticket-link.handler';
import { addPlanToCartPrudentials } from './cart/add-plan-to-cart-prudentials.handler';
import { addPlanToCartHandler } from './cart/add-plan-to-cart.handler';
import { cartCheckout } from './cart/cart-checkout.handler';
import { checkAlreadyInCart } from './cart/check-already-in-cart.handler';
import { checkDisabilityPlan } from './cart/check-disability-plan.handler';
import { checkPrudentialCart } from './cart/check-prudential-cart.handler';
import { checkPrudentialPlan } from './cart/check-prudential-plan.handler';
import { getCartEffectiveDates } from './cart/get-cart-effective-dates.handler';
import { getDynamicTabs } from './cart/get-dynamic-tabs.handler';
import { removePlanFromCart } from './cart/remove-plan-from-cart.handler';
import { saveScreenshot } from './cart/save-screenshot.handler';
import { getFilteredPlans } from './catalogue/get-filtered-plans.handler';
import { getGroupAgentMemberInfo } from './catalogue/get-group-agent-member-info.handler';
import { getLeftSideFilterFields } from './catalogue/get-left-side-filter-fields.handler';
import { getMenuFilteredPlans } from './catalogue/get-menu-filtered-plans.handler';
import { getPlanDetailMembership } from './catalogue/get-plan-detail-membership.handler';
import { getPlanDetail } from './catalogue/get-plan-detail.handler';
import { getRelatedPlans } from './catalogue/get-related-plans.handler';
import { continueEnrollment } from './continue/continue-enrollment.handler';
import { addFilterForNewUser } from './filters/add-filter-for-new-user.handler';
import { changeFilterInfo } from './filters/change-filter-info.handler';
import { getEnrollmentTempInfo } from './filters/get-enrollment-temp-info.handler';
import { validateZipCode } from './filters/validate-zip-code.handler';
import { getCartCount } from './plans/get-cart-count.handler';
import { getFeaturedPlans } from './plans/get-featured-plans.handler';
import { getPlanCart } from './plans/get-plan-cart.handler';
import { getPlanPricingDetailElevate } from './pricing/get-plan-pricing-detail-elevate.handler';
import { getPlanPricingDetail } from './pricing/get-plan-pricing-detail.handler';
import { getQuotePreviewContent } from './quote/get-quote-preview-content.handler';
import { saveEnrollment } from './quote/save-enrollment.handler';
import { checkAlreadyAnswered } from './questions/check-already-answered.handler';
import { getQuestions } from './questions/get-questions.handler';
import { saveQuestionAnswers } from './questions/save-question-answers.handler';
import { getAgentGroups } from './startup/get-agent-groups.handler';
import { getAgentInfoEnroll } from './startup/get-agent-info-enroll.handler';
import { getDefaultInfo } from './startup/get-default-info.handler';
import { getEnrollmentInfoReferral } from './startup/get-enrollment-info-referral.handler';
import { getEnrollmentPlatforms } from './startup/get-enrollment-platforms.handler';
import { getGroupInfoEnroll } from './startup/get-group-info-enroll.handler';
import { getMemberInfo } from './startup/get-member-info.handler';
import { validateLandingPage } from './startup/validate-landing-page.handler';

/** Every contract call's handler; the type makes a call without a handler a compile error. */
export const handlers: HandlerTable = {
  'validate-landing-page': validateLandingPage,
  'get-enrollment-info-referral': getEnrollmentInfoReferral,
  'get-default-info': getDefaultInfo,
  'get-agent-info-enroll': getAgentInfoEnroll,
  'get-group-info-enroll': getGroupInfoEnroll,
  'get-member-info': getMemberInfo,
  'get-agent-landing-page-info': getAgentLandingPageInfo,
  'get-group-landing-page-info': getGroupLandingPageInfo,
  'get-agent-about-page-info': getAgentAboutPageInfo,
  'get-group-about-page-info': getGroupAboutPageInfo,
  'get-agent-menu': getAgentMenu,
  'get-group-menu': getGroupMenu,
  'get-ticket-link': getTicketLink,
  'get-enrollment-platforms': getEnrollmentPlatforms,
  'get-agent-groups': getAgentGroups,
  'validate-zip-code': validateZipCode,
  'add-filter-for-new-user': addFilterForNewUser,
  'change-filter-info': changeFilterInfo,
  'get-enrollment-temp-info': getEnrollmentTempInfo,
  'get-featured-plans': getFeaturedPlans,
  'get-cart-count': getCartCount,
  'get-plan-cart': getPlanCart,
  'continue-enrollment': continueEnrollment,
  'get-left-side-filter-fields': getLeftSideFilterFields,
  'get-filtered-plans': getFilteredPlans,
  'get-menu-filtered-plans': getMenuFilteredPlans,
  'get-plan-detail': getPlanDetail,
  'get-plan-detail-membership': getPlanDetailMembership,
  'get-plan-pricing-detail': getPlanPricingDetail,
  'get-plan-pricing-detail-elevate': getPlanPricingDetailElevate,
  'get-related-plans': getRelatedPlans,
  'get-group-agent-member-info': getGroupAgentMemberInfo,
  'check-prudential-plan': checkPrudentialPlan,
  'check-disability-plan': checkDisabilityPlan,
  'check-already-answered': checkAlreadyAnswered,
  'check-already-in-cart': checkAlreadyInCart,
  'add-plan-to-cart': addPlanToCartHandler,
  'add-plan-to-cart-prudentials': addPlanToCartPrudentials,
  'get-questions': getQuestions,
  'save-question-answers': saveQuestionAnswers,
  'get-cart-effective-dates': getCartEffectiveDates,
  'remove-plan-from-cart': removePlanFromCart,
  'check-prudential-cart': checkPrudentialCart,
  'cart-checkout': cartCheckout,
  'get-dynamic-tabs': getDynamicTabs,
  'get-quote-preview-content': getQuotePreviewContent,
  'save-enrollment': saveEnrollment,
  'save-screenshot': saveScreenshot,
};
