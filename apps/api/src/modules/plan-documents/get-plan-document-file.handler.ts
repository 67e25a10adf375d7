import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { readPlanDocument } from '../../kernel/eoi/plan-documents.repository';
import { listedPlan } from './listed-plan';

export const DOCUMENT_NOT_FOUND = 'This document was not found.';

/**
 * GET get-plan-document-file (issue 30, ADR 0035): one document of a listed plan, its bytes
 * checked against the hash kept when it was stored, for the page to save as a download (never
 * opened inline in the store's origin). A document of an unlisted plan is not found, like an
 * unknown one.
 */
export const getPlanDocumentFile: Handler<'get-plan-document-file'> = async ({ db, query, config }) => {
  const doc = await readPlanDocument(db, config.dataKey, query.document_id);
  if (!doc || !(await listedPlan(db, doc.planId))) throw notFound('document_id', DOCUMENT_NOT_FOUND);
  return {
    file_name: doc.fileName,
    content_type: 'application/pdf',
    content_base64: doc.bytes.toString('base64'),
  };
};
