/**
 * Where a listed plan's document is downloaded by a plain link (modules/plan-documents,
 * plan-document-file.route.ts): public like the plan, so a mail may carry it (ADR 0035, 0038).
 */
export const PLAN_DOCUMENT_PATH = '/plan-documents';

export const planDocumentUrl = (publicUrl: string, documentId: number) =>
  `${publicUrl}${PLAN_DOCUMENT_PATH}/${documentId}`;
