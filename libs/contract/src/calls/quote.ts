import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as ct from './cart';

/** The schemas of the quote module's calls (apps/api/src/modules/quote, ADR 0030). */
export const quoteCallSchemas = {
  'get-quote-preview-content': { query: ct.quotePreviewQuery, data: ct.quotePreview },
  'save-enrollment': { body: ct.saveEnrollmentBody, data: ct.saveEnrollmentResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
