import seedCatalogue from '../db/seed/catalogue/messages.es';
import contract from '../http/contract.messages.es';
import http from '../http/messages.es';
import zodDefaults from '../http/zod.messages.es';
import cart from '../modules/cart/messages.es';
import catalogue from '../modules/catalogue/messages.es';
import continueEnrollment from '../modules/continue/messages.es';
import filters from '../modules/filters/messages.es';
import health from '../modules/health/messages.es';
import probes from '../modules/probes/messages.es';
import mail from '../modules/mail/messages.es';
import plans from '../modules/plans/messages.es';
import pricing from '../modules/pricing/messages.es';
import questions from '../modules/questions/messages.es';
import quote from '../modules/quote/messages.es';
import startup from '../modules/startup/messages.es';
import enrollmentModule from '../modules/enrollment/messages.es';
import dependentModule from '../modules/dependent/messages.es';
import contactModule from '../modules/contact/messages.es';
import personalModule from '../modules/personal/messages.es';
import employerModule from '../modules/employer/messages.es';
import beneficiaryModule from '../modules/beneficiary/messages.es';
import verifyModule from '../modules/verify/messages.es';
import addressModule from '../modules/address/messages.es';
import savelaterModule from '../modules/save-later/messages.es';
import agreementModule from '../modules/agreement/messages.es';
import billingModule from '../modules/billing/messages.es';
import reviewModule from '../modules/review/messages.es';
import completionModule from '../modules/completion/messages.es';
import membersModule from '../modules/members/messages.es';
import authModule from '../modules/auth/messages.es';
import adminModule from '../modules/admin/messages.es';
import limitsModule from '../modules/limits/messages.es';
import type { Catalogue } from './translate';

/**
 * Every Spanish catalogue of the server, by the file it comes from (relative to src/). A module
 * keeps its Spanish beside its English in `<module>/messages.es.ts`; add the file here once
 * (spanish.test.ts fails for a messages.es.ts that is not listed, and for any server message
 * without a Spanish entry).
 */
export const SPANISH_FILES: Readonly<Record<string, Catalogue>> = {
  'http/messages.es.ts': http,
  'http/contract.messages.es.ts': contract,
  'http/zod.messages.es.ts': zodDefaults,
  'db/seed/catalogue/messages.es.ts': seedCatalogue,
  'modules/cart/messages.es.ts': cart,
  'modules/catalogue/messages.es.ts': catalogue,
  'modules/continue/messages.es.ts': continueEnrollment,
  'modules/filters/messages.es.ts': filters,
  'modules/health/messages.es.ts': health,
  'modules/probes/messages.es.ts': probes,
  'modules/mail/messages.es.ts': mail,
  'modules/plans/messages.es.ts': plans,
  'modules/pricing/messages.es.ts': pricing,
  'modules/questions/messages.es.ts': questions,
  'modules/quote/messages.es.ts': quote,
  'modules/startup/messages.es.ts': startup,
  'modules/enrollment/messages.es.ts': enrollmentModule,
  'modules/dependent/messages.es.ts': dependentModule,
  'modules/contact/messages.es.ts': contactModule,
  'modules/personal/messages.es.ts': personalModule,
  'modules/employer/messages.es.ts': employerModule,
  'modules/beneficiary/messages.es.ts': beneficiaryModule,
  'modules/verify/messages.es.ts': verifyModule,
  'modules/address/messages.es.ts': addressModule,
  'modules/save-later/messages.es.ts': savelaterModule,
  'modules/agreement/messages.es.ts': agreementModule,
  'modules/billing/messages.es.ts': billingModule,
  'modules/review/messages.es.ts': reviewModule,
  'modules/completion/messages.es.ts': completionModule,
  'modules/members/messages.es.ts': membersModule,
  'modules/auth/messages.es.ts': authModule,
  'modules/admin/messages.es.ts': adminModule,
  'modules/limits/messages.es.ts': limitsModule,
};

/** One catalogue from many; the same English text with two different translations is a mistake. */
export function mergeCatalogues(files: Readonly<Record<string, Catalogue>>): Catalogue {
  const merged: Record<string, string> = {};
  const from: Record<string, string> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    for (const [english, spanish] of Object.entries(catalogue)) {
      if (english in merged && merged[english] !== spanish)
        throw new Error(`"${english}" has two translations (${from[english]} and ${file})`);
      merged[english] = spanish;
      from[english] = file;
    }
  }
  return merged;
}

export const SPANISH = mergeCatalogues(SPANISH_FILES);
