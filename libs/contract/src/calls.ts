import type { z } from 'zod';
import type { CallName } from './routes';
import { landingCallSchemas } from './calls/landing';
import { brandingCallSchemas } from './calls/branding';
import { enrollmentStartCallSchemas } from './calls/enrollment-start';
import { catalogueCallSchemas } from './calls/catalogue';
import { cartCallSchemas } from './calls/cart';
import { resumeCallSchemas } from './calls/resume';
import { pricingCallSchemas } from './calls/pricing';
import { compareCallSchemas } from './calls/compare';
import { underwritingCallSchemas } from './calls/underwriting';
import { quoteCallSchemas } from './calls/quote';
import { personalCallSchemas } from './calls/personal';
import { contactCallSchemas } from './calls/contact';
import { employerCallSchemas } from './calls/employer';
import { beneficiaryCallSchemas } from './calls/beneficiary';
import { dependentCallSchemas } from './calls/dependent';
import { verifyCallSchemas } from './calls/verify';
import { healthCallSchemas } from './calls/health';
import { reviewCallSchemas } from './calls/review';
import { agreementCallSchemas } from './calls/agreement';
import { billingCallSchemas } from './calls/billing';
import { completionCallSchemas } from './calls/completion';
import { membersCallSchemas } from './calls/members';
import { authCallSchemas } from './calls/auth';
import { adminCallSchemas } from './calls/admin';
import { releasesCallSchemas } from './calls/releases';
import { historyCallSchemas } from './calls/history';
import { groupEnrollmentCallSchemas } from './calls/group-enrollment';
import { ediCallSchemas } from './calls/edi';
import { censusCallSchemas } from './calls/census';
import { payrollCallSchemas } from './calls/payroll';
import { reportsCallSchemas } from './calls/reports';
import { duplicatesCallSchemas } from './calls/duplicates';
import { enrollmentWindowsCallSchemas } from './calls/enrollment-windows';
import { eoiCallSchemas } from './calls/eoi';
import { planDocumentsCallSchemas } from './calls/plan-documents';
import { idCardsCallSchemas } from './calls/id-cards';
import { staffOverviewCallSchemas } from './calls/staff-overview';

import type { CallSchemas } from './call-schemas';

export type { CallSchemas };

/**
 * The schemas of every call, spread from the modules' tables (libs/contract/src/calls/<module>.ts,
 * ADR 0030): the server validates with them, the client takes their types. The satisfies clause
 * makes a call of routes.ts that no module holds a compile error.
 */
export const calls = {
  ...landingCallSchemas,
  ...brandingCallSchemas,
  ...enrollmentStartCallSchemas,
  ...catalogueCallSchemas,
  ...cartCallSchemas,
  ...resumeCallSchemas,
  ...pricingCallSchemas,
  ...compareCallSchemas,
  ...underwritingCallSchemas,
  ...quoteCallSchemas,
  ...personalCallSchemas,
  ...contactCallSchemas,
  ...employerCallSchemas,
  ...beneficiaryCallSchemas,
  ...dependentCallSchemas,
  ...verifyCallSchemas,
  ...healthCallSchemas,
  ...reviewCallSchemas,
  ...agreementCallSchemas,
  ...billingCallSchemas,
  ...completionCallSchemas,
  ...membersCallSchemas,
  ...authCallSchemas,
  ...adminCallSchemas,
  ...releasesCallSchemas,
  ...historyCallSchemas,
  ...groupEnrollmentCallSchemas,
  ...ediCallSchemas,
  ...censusCallSchemas,
  ...payrollCallSchemas,
  ...reportsCallSchemas,
  ...duplicatesCallSchemas,
  ...enrollmentWindowsCallSchemas,
  ...eoiCallSchemas,
  ...planDocumentsCallSchemas,
  ...idCardsCallSchemas,
  ...staffOverviewCallSchemas,
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
