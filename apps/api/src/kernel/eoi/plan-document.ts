import { createHash } from 'node:crypto';
import { safeFileName, sniffDocument } from '../enrollment-windows/event-document';
import { DOCUMENT_EMPTY } from '../enrollment-windows/window-messages';
import { PLAN_DOCUMENT_NOT_PDF, PLAN_DOCUMENT_TOO_BIG } from './eoi-messages';

/**
 * A plan's document (SBC, certificate, brochure) as the platform administrator uploads it: a PDF
 * by its first bytes (`%PDF-`, the life-event document's sniffer, never the name or the browser's
 * type), at most 10 MB (a certificate of coverage runs to dozens of pages; the column's cap says
 * the same), and a name that, if it has an extension, says `.pdf`. Pure: runs in the upload worker
 * (ADR 0025) like the census reader and the event documents.
 */
export const PLAN_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const PLAN_DOCUMENT_KINDS = ['sbc', 'certificate', 'brochure'] as const;
export type PlanDocumentKind = (typeof PLAN_DOCUMENT_KINDS)[number];

export type CheckedPlanDocument =
  | { ok: true; contentType: 'application/pdf'; byteSize: number; sha256: string; fileName: string }
  | { ok: false; field: 'file'; message: string };

export function checkPlanDocument(fileName: string, bytes: Uint8Array): CheckedPlanDocument {
  if (bytes.length === 0) return { ok: false, field: 'file', message: DOCUMENT_EMPTY };
  if (bytes.length > PLAN_DOCUMENT_MAX_BYTES)
    return { ok: false, field: 'file', message: PLAN_DOCUMENT_TOO_BIG };
  if (sniffDocument(bytes) !== 'pdf') return { ok: false, field: 'file', message: PLAN_DOCUMENT_NOT_PDF };
  const name = safeFileName(fileName);
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (ext && ext !== 'pdf') return { ok: false, field: 'file', message: PLAN_DOCUMENT_NOT_PDF };
  return {
    ok: true,
    contentType: 'application/pdf',
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: name || 'document.pdf',
  };
}
