import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as co from './contact';

/** The schemas of the verify module's calls (apps/api/src/modules/verify, ADR 0030). */
export const verifyCallSchemas = {
  'validate-member-email': { body: co.validateEmailBody, data: co.validateEmailResult },
  'validate-email-neverbounce': { body: co.validateEmailBody, data: co.validateEmailResult },
  'validate-phone-numverify': { query: co.validatePhoneQuery, data: co.validatePhoneResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
