import type { CallTable } from './kernel/calls/call-entry';
import { landingCalls } from './modules/landing/landing.calls';
import { brandingCalls } from './modules/branding/branding.calls';
import { enrollmentStartCalls } from './modules/enrollment-start/enrollment-start.calls';
import { catalogueCalls } from './modules/catalogue/catalogue.calls';
import { cartCalls } from './modules/cart/cart.calls';
import { resumeCalls } from './modules/resume/resume.calls';
import { pricingCalls } from './modules/pricing/pricing.calls';
import { compareCalls } from './modules/compare/compare.calls';
import { underwritingCalls } from './modules/underwriting/underwriting.calls';
import { quoteCalls } from './modules/quote/quote.calls';
import { personalCalls } from './modules/personal/personal.calls';
import { contactCalls } from './modules/contact/contact.calls';
import { employerCalls } from './modules/employer/employer.calls';
import { beneficiaryCalls } from './modules/beneficiary/beneficiary.calls';
import { dependentCalls } from './modules/dependent/dependent.calls';
import { verifyCalls } from './modules/verify/verify.calls';
import { healthCalls } from './modules/health/health.calls';
import { reviewCalls } from './modules/review/review.calls';
import { agreementCalls } from './modules/agreement/agreement.calls';
import { billingCalls } from './modules/billing/billing.calls';
import { completionCalls } from './modules/completion/completion.calls';
import { membersCalls } from './modules/members/members.calls';
import { authCalls } from './modules/auth/auth.calls';
import { adminCalls } from './modules/admin/admin.calls';
import { releasesCalls } from './modules/releases/releases.calls';
import { historyCalls } from './modules/history/history.calls';
import { groupEnrollmentCalls } from './modules/group-enrollment/group-enrollment.calls';
import { ediCalls } from './modules/edi/edi.calls';
import { payrollCalls } from './modules/payroll/payroll.calls';
import { censusCalls } from './modules/census/census.calls';
import { reportsCalls } from './modules/reports/reports.calls';
import { duplicatesCalls } from './modules/duplicates/duplicates.calls';
import { enrollmentWindowsCalls } from './modules/enrollment-windows/enrollment-windows.calls';
import { eoiCalls } from './modules/eoi/eoi.calls';
import { planDocumentsCalls } from './modules/plan-documents/plan-documents.calls';
import { idCardsCalls } from './modules/id-cards/id-cards.calls';

/**
 * Every call of the API, spread from the modules' tables (ADR 0030): a call lives in its module's
 * <module>.calls.ts. The CallTable type makes a call of the contract that no module holds a compile error.
 */
export const callTable: CallTable = {
  ...landingCalls,
  ...brandingCalls,
  ...enrollmentStartCalls,
  ...catalogueCalls,
  ...cartCalls,
  ...resumeCalls,
  ...pricingCalls,
  ...compareCalls,
  ...underwritingCalls,
  ...quoteCalls,
  ...personalCalls,
  ...contactCalls,
  ...employerCalls,
  ...beneficiaryCalls,
  ...dependentCalls,
  ...verifyCalls,
  ...healthCalls,
  ...reviewCalls,
  ...agreementCalls,
  ...billingCalls,
  ...completionCalls,
  ...membersCalls,
  ...authCalls,
  ...adminCalls,
  ...releasesCalls,
  ...historyCalls,
  ...groupEnrollmentCalls,
  ...ediCalls,
  ...payrollCalls,
  ...censusCalls,
  ...reportsCalls,
  ...duplicatesCalls,
  ...enrollmentWindowsCalls,
  ...eoiCalls,
  ...planDocumentsCalls,
  ...idCardsCalls,
};
