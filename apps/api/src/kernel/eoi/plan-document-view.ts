import type { PlanDocumentInfo } from './plan-documents.repository';

/** A stored document as the calls answer it (never its content). */
export const documentView = (d: PlanDocumentInfo) => ({
  document_id: d.documentId,
  plan_id: d.planId,
  kind: d.kind,
  language: d.language,
  file_name: d.fileName,
  byte_size: d.byteSize,
  uploaded_at: d.uploadedAt,
});
