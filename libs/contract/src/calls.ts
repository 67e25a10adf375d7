import type { z } from 'zod';
import type { CallName } from './routes';
import * as b from './calls/branding';
import * as s from './calls/startup';
import * as f from './calls/filters';
import * as p from './calls/plans';
import * as c from './calls/continue';
import * as ct from './calls/cart';
import * as cat from './calls/catalogue';
import * as pr from './calls/pricing';
import * as cmp from './calls/compare';
import * as q from './calls/questions';
import * as w from './calls/wizard';
import * as pi from './calls/personal';
import * as co from './calls/contact';
import * as em from './calls/employer';
import * as be from './calls/beneficiary';
import * as he from './calls/health';
import * as de from './calls/dependent';
import * as rv from './calls/review';
import * as ag from './calls/agreement';
import * as bi from './calls/billing';
import * as rc from './calls/receipt';
import * as mb from './calls/members';
import * as au from './calls/auth';
import * as ad from './calls/admin';
import * as rl from './calls/releases';
import * as hi from './calls/history';
import * as ge from './calls/group-enrollment';
import * as ip from './calls/invitation-proof';
import * as edi from './calls/edi';
import * as ce from './calls/census';
import * as rp from './calls/reports';
import * as du from './calls/duplicates';
import { z as zod } from 'zod';

export type CallSchemas = {
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  data: z.ZodType;
};

/** The schemas of every call: the server validates with them, the client takes their types. */
export const calls = {
  'validate-landing-page': { query: s.landingPageQuery, data: s.landingPage },
  'get-enrollment-info-referral': { query: s.referralQuery, data: s.referralInfo },
  'get-default-info': { data: s.defaultInfo },
  'get-agent-info-enroll': { query: b.agentQuery, data: s.agentInfoEnroll },
  'get-group-info-enroll': { query: b.groupQuery, data: s.groupInfoEnroll },
  'get-member-info': { query: s.memberInfoQuery, data: s.memberInfo },
  'get-agent-landing-page-info': { query: b.agentQuery, data: b.agentLandingInfo },
  'get-group-landing-page-info': { query: b.groupQuery, data: b.groupLandingInfo },
  'get-agent-about-page-info': { query: b.agentQuery, data: b.agentAbout },
  'get-group-about-page-info': { query: b.groupQuery, data: b.groupAbout },
  'get-agent-menu': { query: b.agentQuery, data: b.menu },
  'get-group-menu': { query: b.groupQuery, data: b.menu },
  'get-ticket-link': { data: b.ticketLink },
  'get-enrollment-platforms': { query: s.enrollmentPlatformsQuery, data: zod.array(s.platform) },
  'get-agent-groups': { query: s.enrollmentPlatformsQuery, data: zod.array(s.agentGroup) },
  'validate-zip-code': { query: f.validateZipQuery, data: f.validateZip },
  'add-filter-for-new-user': { body: f.addFilterForNewUserBody, data: f.addFilterResult },
  'change-filter-info': {
    params: f.changeFilterParams,
    body: f.changeFilterBody,
    data: f.changeFilterResult,
  },
  'get-enrollment-temp-info': { query: f.tempInfoQuery, data: f.tempInfo },
  'get-featured-plans': { query: p.featuredPlansQuery, data: zod.array(p.featuredPlan) },
  'get-cart-count': { query: p.enrollmentQuery, data: p.cartCount },
  'get-plan-cart': { query: ct.planCartQuery, data: p.planCart },
  'continue-enrollment': { body: c.continueEnrollmentBody, data: c.continueEnrollmentResult },
  'get-left-side-filter-fields': { query: p.enrollmentQuery, data: cat.leftSideFilterFields },
  'get-filtered-plans': { query: cat.filteredPlansQuery, data: cat.planList },
  'get-menu-filtered-plans': { query: cat.menuFilteredPlansQuery, data: cat.planList },
  'get-plan-detail': { params: cat.planDetailParams, data: cat.planDetail },
  'get-plan-detail-membership': { data: cat.membershipFee },
  'get-plan-pricing-detail': { query: pr.planPricingQuery, data: pr.planPricing },
  'get-plan-pricing-detail-elevate': { query: pr.elevatePricingQuery, data: pr.planPricing },
  'get-listing-prices': { query: cmp.listingPricesQuery, data: cmp.listingPrices },
  'get-plan-comparison': { query: cmp.planComparisonQuery, data: cmp.planComparison },
  'get-related-plans': { query: cat.relatedPlansQuery, data: zod.array(cat.suggestedPlan) },
  'get-group-agent-member-info': { query: cat.groupAgentMemberInfoQuery, data: cat.groupAgentMemberInfo },
  'check-prudential-plan': { query: pr.planCheckQuery, data: pr.statusResult },
  'check-disability-plan': { query: pr.planCheckQuery, data: pr.statusResult },
  'check-already-answered': { query: pr.planCheckQuery, data: pr.statusResult },
  'check-already-in-cart': { body: pr.cartPlanBody, data: pr.alreadyInCart },
  'add-plan-to-cart': { body: pr.cartPlanBody, data: pr.addToCartResult },
  'add-plan-to-cart-prudentials': { body: pr.addPrudentialsBody, data: pr.addToCartResult },
  'get-questions': { query: q.questionsQuery, data: zod.array(q.question) },
  'save-question-answers': { body: q.saveAnswersBody, data: q.saveAnswersResult },
  'get-cart-effective-dates': { query: p.enrollmentQuery, data: ct.cartEffectiveDates },
  'remove-plan-from-cart': { query: ct.removeFromCartQuery, data: pr.statusResult },
  'check-prudential-cart': { query: p.enrollmentQuery, data: pr.statusResult },
  'cart-checkout': { body: ct.cartCheckoutBody, data: ct.cartCheckoutResult },
  'get-dynamic-tabs': { query: p.enrollmentQuery, data: ct.dynamicTabs },
  'get-quote-preview-content': { query: ct.quotePreviewQuery, data: ct.quotePreview },
  'save-enrollment': { body: ct.saveEnrollmentBody, data: ct.saveEnrollmentResult },
  'save-screenshot': { body: ct.saveScreenshotBody, data: ct.saveScreenshotResult },
  'save-personal-info': { body: pi.savePersonalInfoBody, data: w.saveStatus },
  'save-enroller-code': { body: pi.saveEnrollerCodeBody, data: pi.saveEnrollerCodeResult },
  'get-states': { data: w.states },
  'get-form-fields-personal-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-form-fields-contact-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-form-fields-employer-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-form-fields-beneficiary-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-form-fields-dependent-primary-info': { query: p.enrollmentQuery, data: w.formFields },
  'validate-member-email': { body: co.validateEmailBody, data: co.validateEmailResult },
  'validate-email-neverbounce': { body: co.validateEmailBody, data: co.validateEmailResult },
  'validate-phone-numverify': { query: co.validatePhoneQuery, data: co.validatePhoneResult },
  'save-contact-info': { body: co.saveContactInfoBody, data: co.saveContactInfoResult },
  'get-average-work-week': { data: w.optionList },
  'get-employment-status': { data: w.optionList },
  'get-compensation-types': { data: w.optionList },
  'get-vacation-policy': { query: p.enrollmentQuery, data: w.optionList },
  'get-bargaining-unit': { query: p.enrollmentQuery, data: w.optionList },
  'get-holiday-policy': { query: p.enrollmentQuery, data: w.optionList },
  'save-employer-info': { body: em.saveEmployerInfoBody, data: w.saveStatus },
  'get-beneficiary-relationships': { data: be.beneficiaryRelationships },
  'get-beneficiaries-existing-user-enrollment': { query: p.enrollmentQuery, data: be.existingBeneficiaries },
  'validate-single-beneficiary': { body: be.validateSingleBeneficiaryBody, data: be.validateSingleResult },
  'save-beneficiary-info': { body: be.saveBeneficiaryInfoBody, data: w.saveStatus },
  'get-health-questions-primary-health-info': { query: p.enrollmentQuery, data: he.healthQuestions },
  'get-existing-primary-health-info': { query: p.enrollmentQuery, data: he.existingHealthInfo },
  'save-primary-health-info': { body: he.savePrimaryHealthInfoBody, data: w.saveStatus },
  'check-tab-required': { query: w.checkTabRequiredQuery, data: w.checkTabRequired },
  'get-health-questions-dependent-info': { query: p.enrollmentQuery, data: he.healthQuestions },
  'get-dependents-existing-user-enrollment': { query: p.enrollmentQuery, data: de.existingDependents },
  'validate-single-dependent': { body: de.validateSingleDependentBody, data: be.validateSingleResult },
  'save-dependent-info': { body: de.saveDependentsBody, data: w.saveStatus },
  'save-dependent-info-to-temp': { body: de.saveDependentsBody, data: w.saveStatus },
  'delete-dependent-in-IO': { body: p.enrollmentQuery, data: de.deleteDependentsResult },
  'direct-continue': { params: c.directContinueParams, data: c.continueEnrollmentResult },
  'sign-in': { body: au.signInBody, data: au.whoAmI },
  'sign-out': { data: au.signOutResult },
  'sign-out-other-sessions': { data: au.signOutOthersResult },
  'who-am-i': { data: au.whoAmI },
  'request-password-reset': { body: au.emailBody, data: au.sentMessage },
  'reset-password': { body: au.resetPasswordBody, data: au.sentMessage },
  'request-member-sign-in': { body: au.emailBody, data: au.sentMessage },
  'member-sign-in': { body: au.memberSignInBody, data: au.whoAmI },
  'add-filter-for-existing-user': { body: f.addFilterForExistingUserBody, data: f.addFilterResult },
  'save-review-info': { body: rv.saveReviewInfoBody, data: w.saveStatus },
  'get-agreement-texts': { query: p.enrollmentQuery, data: ag.agreementTexts },
  'get-form-fields-agreement-info': { query: p.enrollmentQuery, data: w.formFields },
  'save-agreement-info': { body: ag.saveAgreementInfoBody, data: w.saveStatus },
  'get-payment-method': { query: p.enrollmentQuery, data: bi.paymentMethodResult },
  'get-form-fields-billing-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-existing-bank-info': { query: p.enrollmentQuery, data: bi.existingBanks },
  'get-existing-card-info': { query: p.enrollmentQuery, data: bi.existingCards },
  'validate-routing-number': { body: bi.validateRoutingNumberBody, data: bi.validateRoutingNumberResult },
  'save-billing-info': { body: bi.saveBillingInfoBody, data: w.saveStatus },
  'save-billing-info-existing': { body: bi.saveBillingInfoExistingBody, data: w.saveStatus },
  'complete-enrollment': { body: rc.completeEnrollmentBody, data: rc.receipt },
  'get-receipt': { query: rc.receiptQuery, data: rc.receipt },
  'get-agent-members': { query: mb.agentMembersQuery, data: mb.memberPage },
  'get-group-users': { query: mb.groupUsersQuery, data: mb.memberPage },
  'add-filter-for-member': { body: mb.addFilterForMemberBody, data: f.addFilterResult },
  'list-tenants': { query: ad.listTenantsQuery, data: ad.tenantList },
  'get-tenant': { query: ad.slugQuery, data: ad.tenantDetail },
  'create-tenant': { body: ad.createTenantBody, data: ad.tenantDetail },
  'update-tenant': { body: ad.updateTenantBody, data: ad.tenantDetail },
  'set-tenant-status': { body: ad.setTenantStatusBody, data: ad.tenantDetail },
  'get-tenant-changes': { query: ad.slugQuery, data: ad.tenantChanges },
  'export-tenant': { query: ad.slugQuery, data: ad.tenantExport },
  'upload-tenant-image': { body: ad.uploadTenantImageBody, data: ad.uploadedTenantImage },
  'list-releases': { query: rl.releaseRemoteQuery, data: rl.releaseList },
  'publish-release': { body: rl.publishReleaseBody, data: rl.remoteReleases },
  'activate-release': { body: rl.activateReleaseBody, data: rl.remoteReleases },
  'pin-release': { body: rl.pinReleaseBody, data: rl.remoteReleases },
  'rollout-release': { body: rl.rolloutReleaseBody, data: rl.remoteReleases },
  'rollback-release': { body: rl.rollbackReleaseBody, data: rl.remoteReleases },
  'report-release-failure': { body: rl.reportReleaseFailureBody, data: rl.releaseFailureRecorded },
  'get-enrollment-history': { query: hi.enrollmentHistoryQuery, data: hi.history },
  'get-member-history': { query: hi.memberHistoryQuery, data: hi.history },
  'get-enrollment-board': { query: ge.enrollmentBoardQuery, data: ge.enrollmentBoard },
  'export-enrollment-board': { query: ge.exportBoardQuery, data: ge.boardExport },
  'send-invitations': { body: ge.sendInvitationsBody, data: ge.invitationsSent },
  'revoke-invitation': { body: ge.revokeInvitationBody, data: ge.invitationRevoked },
  'open-invitation': { body: ge.openInvitationBody, data: ge.openedInvitation },
  'waive-coverage': { body: ge.waiveCoverageBody, data: ge.coverageWaived },
  'prove-invitation': { body: ip.proveInvitationBody, data: ge.openedInvitation },
  'send-invitation-code': { body: ip.sendInvitationCodeBody, data: ip.invitationCodeSent },
  'list-carriers': { data: edi.carrierList },
  'get-trading-partner': { query: edi.carrierIdQuery, data: edi.tradingPartner },
  'save-trading-partner': { body: edi.tradingPartnerForm, data: edi.tradingPartner },
  'build-edi-file': { body: edi.buildEdiFileBody, data: edi.ediFile },
  'list-edi-files': { query: edi.carrierIdQuery, data: edi.ediFileList },
  'list-group-edi-files': { query: edi.groupIdQuery, data: edi.ediFileList },
  'create-edi-download-link': { body: edi.fileIdBody, data: edi.ediDownloadLink },
  'terminate-coverage': { body: edi.terminateCoverageBody, data: edi.coverageTerminated },
  'preview-census': { body: ce.previewCensusBody, data: ce.censusPreview },
  'commit-census': { body: ce.commitCensusBody, data: ce.censusResult },
  'get-census-template': { query: ce.censusTemplateQuery, data: ce.downloadFile },
  'get-report': { query: rp.reportQuery, data: rp.report },
  'export-report': { query: rp.exportReportQuery, data: rp.reportFile },
  'list-possible-duplicates': { data: du.possibleDuplicateList },
  'merge-possible-duplicate': { body: du.duplicateIdBody, data: du.duplicateResolved },
  'keep-possible-duplicate-separate': { body: du.duplicateIdBody, data: du.duplicateResolved },
} as const satisfies Record<CallName, CallSchemas>;

type Calls = typeof calls;
type Part<N extends CallName, K extends keyof CallSchemas> =
  Calls[N] extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;
/** What the client sends for a call: query, body and path params, each typed from the schema. */
export type CallInput<N extends CallName> = {
  query: Part<N, 'query'>;
  body: Part<N, 'body'>;
  params: Part<N, 'params'>;
};
/** The envelope's data on success. */
export type CallData<N extends CallName> = z.infer<Calls[N]['data']>;
