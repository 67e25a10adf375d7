import type { HandlerTable } from '../http/handler';
import { listTenants } from './admin/list-tenants.handler';
import { getTenant } from './admin/get-tenant.handler';
import { createTenant } from './admin/create-tenant.handler';
import { updateTenant } from './admin/update-tenant.handler';
import { setTenantStatus } from './admin/set-tenant-status.handler';
import { getTenantChanges } from './admin/get-tenant-changes.handler';
import { exportTenant } from './admin/export-tenant.handler';
import { uploadTenantImage } from './admin/upload-tenant-image.handler';
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

import { savePersonalInfo } from './personal/save-personal-info.handler';
import { saveEnrollerCode } from './personal/save-enroller-code.handler';
import { getStates } from './contact/get-states.handler';
import { getFormFieldsPersonalInfo } from './personal/get-form-fields-personal-info.handler';
import { getFormFieldsContactInfo } from './contact/get-form-fields-contact-info.handler';
import { getFormFieldsEmployerInfo } from './employer/get-form-fields-employer-info.handler';
import { getFormFieldsBeneficiaryInfo } from './beneficiary/get-form-fields-beneficiary-info.handler';
import { getFormFieldsDependentPrimaryInfo } from './dependent/get-form-fields-dependent-primary-info.handler';
import { validateMemberEmail } from './verify/validate-member-email.handler';
import { validateEmailNeverbounce } from './verify/validate-email-neverbounce.handler';
import { validatePhoneNumverify } from './verify/validate-phone-numverify.handler';
import { saveContactInfo } from './contact/save-contact-info.handler';
import { getAverageWorkWeek } from './employer/get-average-work-week.handler';
import { getEmploymentStatus } from './employer/get-employment-status.handler';
import { getCompensationTypes } from './employer/get-compensation-types.handler';
import { getVacationPolicy } from './employer/get-vacation-policy.handler';
import { getBargainingUnit } from './employer/get-bargaining-unit.handler';
import { getHolidayPolicy } from './employer/get-holiday-policy.handler';
import { saveEmployerInfo } from './employer/save-employer-info.handler';
import { getBeneficiaryRelationships } from './beneficiary/get-beneficiary-relationships.handler';
import { getBeneficiariesExistingUserEnrollment } from './beneficiary/get-beneficiaries-existing-user-enrollment.handler';
import { validateSingleBeneficiary } from './beneficiary/validate-single-beneficiary.handler';
import { saveBeneficiaryInfo } from './beneficiary/save-beneficiary-info.handler';
import { getHealthQuestionsPrimaryHealthInfo } from './health/get-health-questions-primary-health-info.handler';
import { getExistingPrimaryHealthInfo } from './health/get-existing-primary-health-info.handler';
import { savePrimaryHealthInfo } from './health/save-primary-health-info.handler';
import { checkTabRequired } from './health/check-tab-required.handler';
import { getHealthQuestionsDependentInfo } from './health/get-health-questions-dependent-info.handler';
import { getDependentsExistingUserEnrollment } from './dependent/get-dependents-existing-user-enrollment.handler';
import { validateSingleDependent } from './dependent/validate-single-dependent.handler';
import { saveDependentInfo } from './dependent/save-dependent-info.handler';
import { saveDependentInfoToTemp } from './dependent/save-dependent-info-to-temp.handler';
import { deleteDependentInIO } from './dependent/delete-dependent-in-IO.handler';
import { directContinue } from './continue/direct-continue.handler';
import { addFilterForExistingUser } from './filters/add-filter-for-existing-user.handler';
import { addFilterForMember } from './members/add-filter-for-member.handler';
import { getAgentMembers } from './members/get-agent-members.handler';
import { getGroupUsers } from './members/get-group-users.handler';

import { signIn } from './auth/sign-in.handler';
import { signOut } from './auth/sign-out.handler';
import { whoAmI } from './auth/who-am-i.handler';
import { requestPasswordReset } from './auth/request-password-reset.handler';
import { resetPassword } from './auth/reset-password.handler';
import { requestMemberSignIn } from './auth/request-member-sign-in.handler';
import { memberSignIn } from './auth/member-sign-in.handler';

/** Every contract call's handler; the type makes a call without a handler a compile error. */
import { saveReviewInfo } from './review/save-review-info.handler';
import { getAgreementTexts } from './agreement/get-agreement-texts.handler';
import { getFormFieldsAgreementInfo } from './agreement/get-form-fields-agreement-info.handler';
import { saveAgreementInfo } from './agreement/save-agreement-info.handler';
import { getPaymentMethod } from './billing/get-payment-method.handler';
import { getFormFieldsBillingInfo } from './billing/get-form-fields-billing-info.handler';
import { getExistingBankInfo } from './billing/get-existing-bank-info.handler';
import { getExistingCardInfo } from './billing/get-existing-card-info.handler';
import { validateRoutingNumber } from './billing/validate-routing-number.handler';
import { saveBillingInfo } from './billing/save-billing-info.handler';
import { saveBillingInfoExisting } from './billing/save-billing-info-existing.handler';
import { completeEnrollment } from './completion/complete-enrollment.handler';
import { getReceipt } from './completion/get-receipt.handler';
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
  'save-personal-info': savePersonalInfo,
  'save-enroller-code': saveEnrollerCode,
  'get-states': getStates,
  'get-form-fields-personal-info': getFormFieldsPersonalInfo,
  'get-form-fields-contact-info': getFormFieldsContactInfo,
  'get-form-fields-employer-info': getFormFieldsEmployerInfo,
  'get-form-fields-beneficiary-info': getFormFieldsBeneficiaryInfo,
  'get-form-fields-dependent-primary-info': getFormFieldsDependentPrimaryInfo,
  'validate-member-email': validateMemberEmail,
  'validate-email-neverbounce': validateEmailNeverbounce,
  'validate-phone-numverify': validatePhoneNumverify,
  'save-contact-info': saveContactInfo,
  'get-average-work-week': getAverageWorkWeek,
  'get-employment-status': getEmploymentStatus,
  'get-compensation-types': getCompensationTypes,
  'get-vacation-policy': getVacationPolicy,
  'get-bargaining-unit': getBargainingUnit,
  'get-holiday-policy': getHolidayPolicy,
  'save-employer-info': saveEmployerInfo,
  'get-beneficiary-relationships': getBeneficiaryRelationships,
  'get-beneficiaries-existing-user-enrollment': getBeneficiariesExistingUserEnrollment,
  'validate-single-beneficiary': validateSingleBeneficiary,
  'save-beneficiary-info': saveBeneficiaryInfo,
  'get-health-questions-primary-health-info': getHealthQuestionsPrimaryHealthInfo,
  'get-existing-primary-health-info': getExistingPrimaryHealthInfo,
  'save-primary-health-info': savePrimaryHealthInfo,
  'check-tab-required': checkTabRequired,
  'get-health-questions-dependent-info': getHealthQuestionsDependentInfo,
  'get-dependents-existing-user-enrollment': getDependentsExistingUserEnrollment,
  'validate-single-dependent': validateSingleDependent,
  'save-dependent-info': saveDependentInfo,
  'save-dependent-info-to-temp': saveDependentInfoToTemp,
  'delete-dependent-in-IO': deleteDependentInIO,
  'direct-continue': directContinue,
  'add-filter-for-existing-user': addFilterForExistingUser,
  'save-review-info': saveReviewInfo,
  'get-agreement-texts': getAgreementTexts,
  'get-form-fields-agreement-info': getFormFieldsAgreementInfo,
  'save-agreement-info': saveAgreementInfo,
  'get-payment-method': getPaymentMethod,
  'get-form-fields-billing-info': getFormFieldsBillingInfo,
  'get-existing-bank-info': getExistingBankInfo,
  'get-existing-card-info': getExistingCardInfo,
  'validate-routing-number': validateRoutingNumber,
  'save-billing-info': saveBillingInfo,
  'save-billing-info-existing': saveBillingInfoExisting,
  'complete-enrollment': completeEnrollment,
  'get-receipt': getReceipt,
  'get-agent-members': getAgentMembers,
  'get-group-users': getGroupUsers,
  'add-filter-for-member': addFilterForMember,
  'sign-in': signIn,
  'sign-out': signOut,
  'who-am-i': whoAmI,
  'request-password-reset': requestPasswordReset,
  'reset-password': resetPassword,
  'request-member-sign-in': requestMemberSignIn,
  'member-sign-in': memberSignIn,
  'list-tenants': listTenants,
  'get-tenant': getTenant,
  'create-tenant': createTenant,
  'update-tenant': updateTenant,
  'set-tenant-status': setTenantStatus,
  'get-tenant-changes': getTenantChanges,
  'export-tenant': exportTenant,
  'upload-tenant-image': uploadTenantImage,
};
