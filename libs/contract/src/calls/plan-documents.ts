import { z } from 'zod';
import { MAX_ID, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import { downloadFile } from './census';

/**
 * A plan's documents (issue 30, ADR 0035): the Summary of Benefits and Coverage, the certificate
 * of coverage, the brochure, one of each per language, uploaded by the platform administrator as
 * PDF and listed on the plan's detail page in the reader's language.
 */
export const PLAN_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PLAN_DOCUMENT_KINDS = ['sbc', 'certificate', 'brochure'] as const;
export const planDocumentKind = z.enum(PLAN_DOCUMENT_KINDS, { error: 'Please choose a kind of document.' });
export const planDocumentLanguage = z.enum(['en', 'es'], { error: 'Please choose a language.' });

export const planDocument = z.object({
  document_id: z.number().int(),
  plan_id: z.number().int(),
  kind: planDocumentKind,
  language: z.string(),
  file_name: z.string(),
  byte_size: z.number().int(),
  uploaded_at: z.string(),
});
export type PlanDocument = z.infer<typeof planDocument>;

export const planDocumentsQuery = z.object({ plan_id: numericId });
export const planDocumentList = z.object({ items: z.array(planDocument) });
export type PlanDocumentList = z.infer<typeof planDocumentList>;

/** The platform administrator's view: every plan of the catalogue with all its documents. */
export const catalogueDocuments = z.object({
  plans: z.array(
    z.object({
      plan_id: z.number().int(),
      name: z.string(),
      category: z.string(),
      listed: z.boolean(),
      documents: z.array(planDocument),
    }),
  ),
});
export type CatalogueDocuments = z.infer<typeof catalogueDocuments>;

export const uploadPlanDocumentBody = z.object({
  plan_id: z.number({ error: 'Please choose a plan.' }).int().positive().max(MAX_ID),
  kind: planDocumentKind,
  language: planDocumentLanguage,
  file_name: z.string().trim().min(1, 'Please choose a file').max(255, 'Please choose a file'),
  /** The file, base64 encoded; a PDF by its content, at most 10 MB. */
  content_base64: z
    .string()
    .max(Math.ceil((PLAN_DOCUMENT_MAX_BYTES * 4) / 3) + 4, 'This file is larger than 10 MB.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'This file could not be read'),
});
export type UploadPlanDocumentBody = z.input<typeof uploadPlanDocumentBody>;

export const planDocumentFileQuery = z.object({ document_id: numericId });

/** The schemas of the plan-documents module's calls (apps/api/src/modules/plan-documents, ADR 0030). */
export const planDocumentsCallSchemas = {
  'get-plan-documents': { query: planDocumentsQuery, data: planDocumentList },
  'get-plan-document-file': { query: planDocumentFileQuery, data: downloadFile },
  'list-catalogue-documents': { data: catalogueDocuments },
  'upload-plan-document': { body: uploadPlanDocumentBody, data: planDocument },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
