import seedCatalogue from './seed/catalogue/messages.es';
import contract from './http/contract.messages.es';
import http from './http/messages.es';
import zodDefaults from './http/zod.messages.es';
import cart from './modules/cart/messages.es';
import catalogue from './modules/catalogue/messages.es';
import resume from './modules/resume/messages.es';
import enrollmentStart from './modules/enrollment-start/messages.es';
import health from './modules/health/messages.es';
import probes from './modules/probes/messages.es';
import mail from './modules/mail/messages.es';
import cartKernel from './kernel/cart/messages.es';
import pricing from './modules/pricing/messages.es';
import underwriting from './modules/underwriting/messages.es';
import quote from './modules/quote/messages.es';
import landing from './modules/landing/messages.es';
import enrollmentKernel from './kernel/enrollment/messages.es';
import dependentModule from './modules/dependent/messages.es';
import contactModule from './modules/contact/messages.es';
import personalModule from './modules/personal/messages.es';
import employerModule from './modules/employer/messages.es';
import beneficiaryModule from './modules/beneficiary/messages.es';
import verifyModule from './modules/verify/messages.es';
import addressModule from './kernel/address/messages.es';
import saveLater from './kernel/save-later/messages.es';
import agreementModule from './modules/agreement/messages.es';
import billingModule from './modules/billing/messages.es';
import reviewModule from './modules/review/messages.es';
import completionModule from './modules/completion/messages.es';
import membersModule from './modules/members/messages.es';
import duplicatesModule from './modules/duplicates/messages.es';
import censusModule from './modules/census/messages.es';
import authModule from './modules/auth/messages.es';
import adminModule from './modules/admin/messages.es';
import limitsModule from './kernel/limits/messages.es';
import uploadWorkers from './kernel/workers/messages.es';
import releasesModule from './modules/releases/messages.es';
import ediModule from './modules/edi/messages.es';
import releasesKernel from './kernel/releases/messages.es';
import groupEnrollmentModule from './modules/group-enrollment/messages.es';
import reportsModule from './modules/reports/messages.es';
import payKernel from './kernel/pay/messages.es';
import payrollModule from './modules/payroll/messages.es';
import enrollmentWindows from './kernel/enrollment-windows/messages.es';
import enrollmentWindowsModule from './modules/enrollment-windows/messages.es';
import eoiKernel from './kernel/eoi/messages.es';
import eoiModule from './modules/eoi/messages.es';
import planDocumentsModule from './modules/plan-documents/messages.es';
import idCardsModule from './modules/id-cards/messages.es';
import { setCatalogues } from './i18n/messages';
import { mergeCatalogues } from './i18n/merge-catalogues';
import type { Catalogue } from './i18n/translate';

/**
 * Every Spanish catalogue of the server, by the file it comes from (relative to src/). A module
 * keeps its Spanish beside its English in `<folder>/messages.es.ts`; add the file here once
 * (catalogues.test.ts fails for a messages.es.ts that is not listed, and for any server message
 * without a Spanish entry). The list lives at the root, the one layer that may import every
 * folder: i18n below only receives the catalogues (ADR 0016).
 */
export const SPANISH_FILES: Readonly<Record<string, Catalogue>> = {
  'http/messages.es.ts': http,
  'http/contract.messages.es.ts': contract,
  'http/zod.messages.es.ts': zodDefaults,
  'seed/catalogue/messages.es.ts': seedCatalogue,
  'modules/cart/messages.es.ts': cart,
  'modules/catalogue/messages.es.ts': catalogue,
  'modules/resume/messages.es.ts': resume,
  'modules/enrollment-start/messages.es.ts': enrollmentStart,
  'modules/health/messages.es.ts': health,
  'modules/probes/messages.es.ts': probes,
  'modules/mail/messages.es.ts': mail,
  'kernel/cart/messages.es.ts': cartKernel,
  'modules/pricing/messages.es.ts': pricing,
  'modules/underwriting/messages.es.ts': underwriting,
  'modules/quote/messages.es.ts': quote,
  'modules/landing/messages.es.ts': landing,
  'kernel/enrollment/messages.es.ts': enrollmentKernel,
  'modules/dependent/messages.es.ts': dependentModule,
  'modules/contact/messages.es.ts': contactModule,
  'modules/personal/messages.es.ts': personalModule,
  'modules/employer/messages.es.ts': employerModule,
  'modules/beneficiary/messages.es.ts': beneficiaryModule,
  'modules/verify/messages.es.ts': verifyModule,
  'kernel/address/messages.es.ts': addressModule,
  'kernel/save-later/messages.es.ts': saveLater,
  'modules/agreement/messages.es.ts': agreementModule,
  'modules/billing/messages.es.ts': billingModule,
  'modules/review/messages.es.ts': reviewModule,
  'modules/completion/messages.es.ts': completionModule,
  'modules/members/messages.es.ts': membersModule,
  'modules/duplicates/messages.es.ts': duplicatesModule,
  'modules/census/messages.es.ts': censusModule,
  'modules/auth/messages.es.ts': authModule,
  'modules/admin/messages.es.ts': adminModule,
  'kernel/limits/messages.es.ts': limitsModule,
  'kernel/workers/messages.es.ts': uploadWorkers,
  'modules/edi/messages.es.ts': ediModule,
  'modules/releases/messages.es.ts': releasesModule,
  'kernel/releases/messages.es.ts': releasesKernel,
  'modules/group-enrollment/messages.es.ts': groupEnrollmentModule,
  'modules/reports/messages.es.ts': reportsModule,
  'kernel/pay/messages.es.ts': payKernel,
  'modules/payroll/messages.es.ts': payrollModule,
  'kernel/enrollment-windows/messages.es.ts': enrollmentWindows,
  'modules/enrollment-windows/messages.es.ts': enrollmentWindowsModule,
  'kernel/eoi/messages.es.ts': eoiKernel,
  'modules/eoi/messages.es.ts': eoiModule,
  'modules/plan-documents/messages.es.ts': planDocumentsModule,
  'modules/id-cards/messages.es.ts': idCardsModule,
};

export const SPANISH = mergeCatalogues(SPANISH_FILES);

/** Hands the catalogues to the server's translator (buildApp does, before the first request). */
export const installCatalogues = () => setCatalogues({ es: SPANISH });
