import type { HandlerTable } from './kernel/handler';
import { listTenants } from './modules/admin/list-tenants.handler';
import { getTenant } from './modules/admin/get-tenant.handler';
import { createTenant } from './modules/admin/create-tenant.handler';
import { updateTenant } from './modules/admin/update-tenant.handler';
import { setTenantStatus } from './modules/admin/set-tenant-status.handler';
import { getTenantChanges } from './modules/admin/get-tenant-changes.handler';
import { exportTenant } from './modules/admin/export-tenant.handler';
import { uploadTenantImage } from './modules/admin/upload-tenant-image.handler';
import { listReleases } from './modules/releases/list-releases.handler';
import { publishRelease } from './modules/releases/publish-release.handler';
import { activateRelease } from './modules/releases/activate-release.handler';
import { pinRelease } from './modules/releases/pin-release.handler';
import { rolloutRelease } from './modules/releases/rollout-release.handler';
import { rollbackRelease } from './modules/releases/rollback-release.handler';
import { reportReleaseFailure } from './modules/releases/report-release-failure.handler';
import { getEnrollmentHistory } from './modules/history/get-enrollment-history.handler';
import { getMemberHistory } from './modules/history/get-member-history.handler';
import { getEnrollmentBoard } from './modules/group-enrollment/get-enrollment-board.handler';
import { exportEnrollmentBoard } from './modules/group-enrollment/export-enrollment-board.handler';
import { sendInvitations } from './modules/group-enrollment/send-invitations.handler';
import { revokeInvitation } from './modules/group-enrollment/revoke-invitation.handler';
import { openInvitation } from './modules/group-enrollment/open-invitation.handler';
import { waiveCoverage } from './modules/group-enrollment/waive-coverage.handler';
import { proveInvitation } from './modules/group-enrollment/prove-invitation.handler';
import { sendInvitationCode } from './modules/group-enrollment/send-invitation-code.handler';
import { listCarriers } from './modules/edi/list-carriers.handler';
import { getTradingPartner } from './modules/edi/get-trading-partner.handler';
import { saveTradingPartner } from './modules/edi/save-trading-partner.handler';
import { buildEdiFile } from './modules/edi/build-edi-file.handler';
import { listEdiFiles } from './modules/edi/list-edi-files.handler';
import { listGroupEdiFiles } from './modules/edi/list-group-edi-files.handler';
import { createEdiDownloadLink } from './modules/edi/create-edi-download-link.handler';
import { terminateCoverage } from './modules/edi/terminate-coverage.handler';
import { previewCensusHandler } from './modules/census/preview-census.handler';
import { commitCensusHandler } from './modules/census/commit-census.handler';
import { getCensusTemplate } from './modules/census/get-census-template.handler';
import { getReport } from './modules/reports/get-report.handler';
import { exportReport } from './modules/reports/export-report.handler';
import { listPossibleDuplicates } from './modules/duplicates/list-possible-duplicates.handler';
import { mergePossibleDuplicate } from './modules/duplicates/merge-possible-duplicate.handler';
import { keepPossibleDuplicateSeparate } from './modules/duplicates/keep-possible-duplicate-separate.handler';
import { getAgentAboutPageInfo } from './modules/branding/get-agent-about-page-info.handler';
import { getAgentLandingPageInfo } from './modules/branding/get-agent-landing-page-info.handler';
import { getAgentMenu } from './modules/branding/get-agent-menu.handler';
import { getGroupAboutPageInfo } from './modules/branding/get-group-about-page-info.handler';
import { getGroupLandingPageInfo } from './modules/branding/get-group-landing-page-info.handler';
import { getGroupMenu } from './modules/branding/get-group-menu.handler';
import { getTicketLink } from './modules/branding/get-ticket-link.handler';
import { addPlanToCartPrudentials } from './modules/cart/add-plan-to-cart-prudentials.handler';
import { addPlanToCartHandler } from './modules/cart/add-plan-to-cart.handler';
import { cartCheckout } from './modules/cart/cart-checkout.handler';
import { checkAlreadyInCart } from './modules/cart/check-already-in-cart.handler';
import { checkDisabilityPlan } from './modules/cart/check-disability-plan.handler';
import { checkPrudentialCart } from './modules/cart/check-prudential-cart.handler';
import { checkPrudentialPlan } from './modules/cart/check-prudential-plan.handler';
import { getCartEffectiveDates } from './modules/cart/get-cart-effective-dates.handler';
import { getDynamicTabs } from './modules/cart/get-dynamic-tabs.handler';
import { removePlanFromCart } from './modules/cart/remove-plan-from-cart.handler';
import { saveScreenshot } from './modules/cart/save-screenshot.handler';
import { getFilteredPlans } from './modules/catalogue/get-filtered-plans.handler';
import { getGroupAgentMemberInfo } from './modules/catalogue/get-group-agent-member-info.handler';
import { getLeftSideFilterFields } from './modules/catalogue/get-left-side-filter-fields.handler';
import { getMenuFilteredPlans } from './modules/catalogue/get-menu-filtered-plans.handler';
import { getPlanDetailMembership } from './modules/catalogue/get-plan-detail-membership.handler';
import { getPlanDetail } from './modules/catalogue/get-plan-detail.handler';
import { getRelatedPlans } from './modules/catalogue/get-related-plans.handler';
import { continueEnrollment } from './modules/resume/continue-enrollment.handler';
import { addFilterForNewUser } from './modules/enrollment-start/add-filter-for-new-user.handler';
import { changeFilterInfo } from './modules/enrollment-start/change-filter-info.handler';
import { getEnrollmentTempInfo } from './modules/enrollment-start/get-enrollment-temp-info.handler';
import { validateZipCode } from './modules/enrollment-start/validate-zip-code.handler';
import { getCartCount } from './modules/cart/get-cart-count.handler';
import { getFeaturedPlans } from './modules/catalogue/get-featured-plans.handler';
import { getPlanCart } from './modules/cart/get-plan-cart.handler';
import { getPlanPricingDetailElevate } from './modules/pricing/get-plan-pricing-detail-elevate.handler';
import { getPlanPricingDetail } from './modules/pricing/get-plan-pricing-detail.handler';
import { getListingPrices } from './modules/pricing/get-listing-prices.handler';
import { getPlanComparison } from './modules/compare/get-plan-comparison.handler';
import { getQuotePreviewContent } from './modules/quote/get-quote-preview-content.handler';
import { saveEnrollment } from './modules/quote/save-enrollment.handler';
import { checkAlreadyAnswered } from './modules/underwriting/check-already-answered.handler';
import { getQuestions } from './modules/underwriting/get-questions.handler';
import { saveQuestionAnswers } from './modules/underwriting/save-question-answers.handler';
import { getAgentGroups } from './modules/landing/get-agent-groups.handler';
import { getAgentInfoEnroll } from './modules/landing/get-agent-info-enroll.handler';
import { getDefaultInfo } from './modules/landing/get-default-info.handler';
import { getEnrollmentInfoReferral } from './modules/landing/get-enrollment-info-referral.handler';
import { getEnrollmentPlatforms } from './modules/landing/get-enrollment-platforms.handler';
import { getGroupInfoEnroll } from './modules/landing/get-group-info-enroll.handler';
import { getMemberInfo } from './modules/landing/get-member-info.handler';
import { validateLandingPage } from './modules/landing/validate-landing-page.handler';

import { savePersonalInfo } from './modules/personal/save-personal-info.handler';
import { saveEnrollerCode } from './modules/personal/save-enroller-code.handler';
import { getStates } from './modules/contact/get-states.handler';
import { getFormFieldsPersonalInfo } from './modules/personal/get-form-fields-personal-info.handler';
import { getFormFieldsContactInfo } from './modules/contact/get-form-fields-contact-info.handler';
import { getFormFieldsEmployerInfo } from './modules/employer/get-form-fields-employer-info.handler';
import { getFormFieldsBeneficiaryInfo } from './modules/beneficiary/get-form-fields-beneficiary-info.handler';
import { getFormFieldsDependentPrimaryInfo } from './modules/dependent/get-form-fields-dependent-primary-info.handler';
import { validateMemberEmail } from './modules/verify/validate-member-email.handler';
import { validateEmailNeverbounce } from './modules/verify/validate-email-neverbounce.handler';
import { validatePhoneNumverify } from './modules/verify/validate-phone-numverify.handler';
import { saveContactInfo } from './modules/contact/save-contact-info.handler';
import { getAverageWorkWeek } from './modules/employer/get-average-work-week.handler';
import { getEmploymentStatus } from './modules/employer/get-employment-status.handler';
import { getCompensationTypes } from './modules/employer/get-compensation-types.handler';
import { getVacationPolicy } from './modules/employer/get-vacation-policy.handler';
import { getBargainingUnit } from './modules/employer/get-bargaining-unit.handler';
import { getHolidayPolicy } from './modules/employer/get-holiday-policy.handler';
import { saveEmployerInfo } from './modules/employer/save-employer-info.handler';
import { getBeneficiaryRelationships } from './modules/beneficiary/get-beneficiary-relationships.handler';
import { getBeneficiariesExistingUserEnrollment } from './modules/beneficiary/get-beneficiaries-existing-user-enrollment.handler';
import { validateSingleBeneficiary } from './modules/beneficiary/validate-single-beneficiary.handler';
import { saveBeneficiaryInfo } from './modules/beneficiary/save-beneficiary-info.handler';
import { getHealthQuestionsPrimaryHealthInfo } from './modules/health/get-health-questions-primary-health-info.handler';
import { getExistingPrimaryHealthInfo } from './modules/health/get-existing-primary-health-info.handler';
import { savePrimaryHealthInfo } from './modules/health/save-primary-health-info.handler';
import { checkTabRequired } from './modules/health/check-tab-required.handler';
import { getHealthQuestionsDependentInfo } from './modules/health/get-health-questions-dependent-info.handler';
import { getDependentsExistingUserEnrollment } from './modules/dependent/get-dependents-existing-user-enrollment.handler';
import { validateSingleDependent } from './modules/dependent/validate-single-dependent.handler';
import { saveDependentInfo } from './modules/dependent/save-dependent-info.handler';
import { saveDependentInfoToTemp } from './modules/dependent/save-dependent-info-to-temp.handler';
import { deleteDependentInIO } from './modules/dependent/delete-dependent-in-IO.handler';
import { directContinue } from './modules/resume/direct-continue.handler';
import { addFilterForExistingUser } from './modules/enrollment-start/add-filter-for-existing-user.handler';
import { addFilterForMember } from './modules/members/add-filter-for-member.handler';
import { getAgentMembers } from './modules/members/get-agent-members.handler';
import { getGroupUsers } from './modules/members/get-group-users.handler';

import { signIn } from './modules/auth/sign-in.handler';
import { signOut } from './modules/auth/sign-out.handler';
import { signOutOtherSessions } from './modules/auth/sign-out-other-sessions.handler';
import { whoAmI } from './modules/auth/who-am-i.handler';
import { requestPasswordReset } from './modules/auth/request-password-reset.handler';
import { resetPassword } from './modules/auth/reset-password.handler';
import { requestMemberSignIn } from './modules/auth/request-member-sign-in.handler';
import { memberSignIn } from './modules/auth/member-sign-in.handler';

/** Every contract call's handler; the type makes a call without a handler a compile error. */
import { saveReviewInfo } from './modules/review/save-review-info.handler';
import { getAgreementTexts } from './modules/agreement/get-agreement-texts.handler';
import { getFormFieldsAgreementInfo } from './modules/agreement/get-form-fields-agreement-info.handler';
import { saveAgreementInfo } from './modules/agreement/save-agreement-info.handler';
import { getPaymentMethod } from './modules/billing/get-payment-method.handler';
import { getFormFieldsBillingInfo } from './modules/billing/get-form-fields-billing-info.handler';
import { getExistingBankInfo } from './modules/billing/get-existing-bank-info.handler';
import { getExistingCardInfo } from './modules/billing/get-existing-card-info.handler';
import { validateRoutingNumber } from './modules/billing/validate-routing-number.handler';
import { saveBillingInfo } from './modules/billing/save-billing-info.handler';
import { saveBillingInfoExisting } from './modules/billing/save-billing-info-existing.handler';
import { completeEnrollment } from './modules/completion/complete-enrollment.handler';
import { getReceipt } from './modules/completion/get-receipt.handler';
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
  'get-listing-prices': getListingPrices,
  'get-plan-comparison': getPlanComparison,
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
  'sign-out-other-sessions': signOutOtherSessions,
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
  'list-releases': listReleases,
  'publish-release': publishRelease,
  'activate-release': activateRelease,
  'pin-release': pinRelease,
  'rollout-release': rolloutRelease,
  'rollback-release': rollbackRelease,
  'report-release-failure': reportReleaseFailure,
  'get-enrollment-history': getEnrollmentHistory,
  'get-member-history': getMemberHistory,
  'get-enrollment-board': getEnrollmentBoard,
  'export-enrollment-board': exportEnrollmentBoard,
  'send-invitations': sendInvitations,
  'revoke-invitation': revokeInvitation,
  'open-invitation': openInvitation,
  'waive-coverage': waiveCoverage,
  'prove-invitation': proveInvitation,
  'send-invitation-code': sendInvitationCode,
  'list-carriers': listCarriers,
  'get-trading-partner': getTradingPartner,
  'save-trading-partner': saveTradingPartner,
  'build-edi-file': buildEdiFile,
  'list-edi-files': listEdiFiles,
  'list-group-edi-files': listGroupEdiFiles,
  'create-edi-download-link': createEdiDownloadLink,
  'terminate-coverage': terminateCoverage,
  'preview-census': previewCensusHandler,
  'commit-census': commitCensusHandler,
  'get-census-template': getCensusTemplate,
  'get-report': getReport,
  'export-report': exportReport,
  'list-possible-duplicates': listPossibleDuplicates,
  'merge-possible-duplicate': mergePossibleDuplicate,
  'keep-possible-duplicate-separate': keepPossibleDuplicateSeparate,
};
