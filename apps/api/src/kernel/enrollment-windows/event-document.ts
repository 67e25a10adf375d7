import { createHash } from 'node:crypto';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_NAME_MISMATCH,
  DOCUMENT_TOO_BIG,
  DOCUMENT_WRONG_TYPE,
} from './window-messages';

/**
 * A life event's document (a birth certificate, a marriage certificate, an insurer's letter) as
 * uploaded: its type is read from its first bytes, never taken from the name or the browser's
 * Content-Type, so a renamed executable or an HTML page is refused. Runs in an upload worker
 * (kernel/workers, ADR 0025) like the census reader: pure, no I/O.
 * The cap is the census file's (5 MB): a phone photo of a certificate or a scanned PDF fits.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_TYPES = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { contentType: 'image/png', extensions: ['png'] },
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The type the bytes are, by their signature: PDF `%PDF-` (ISO 32000-1 7.5.2; readers accept it
 * within the first 1024 bytes, but a file of ours must start with it), JPEG SOI + a marker
 * `FF D8 FF`, PNG's eight-byte signature (RFC 2083 3.1).
 */
export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

export type CheckedDocument =
  | { ok: true; type: DocumentType; contentType: string; byteSize: number; sha256: string; fileName: string }
  | { ok: false; field: 'file'; message: string };

/**
 * Checks an uploaded document: not empty, at most 5 MB, a PDF, JPEG or PNG by its content, and
 * a name (if it has an extension) that says the same type: `certificate.pdf` holding a PNG is
 * refused, since whoever opens it later is led by the name. The name kept is the base name, at
 * most 120 characters, without control characters or path parts.
 */
export function checkDocument(fileName: string, bytes: Uint8Array): CheckedDocument {
  if (bytes.length === 0) return { ok: false, field: 'file', message: DOCUMENT_EMPTY };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, field: 'file', message: DOCUMENT_TOO_BIG };
  const type = sniffDocument(bytes);
  if (!type) return { ok: false, field: 'file', message: DOCUMENT_WRONG_TYPE };
  const name = safeFileName(fileName);
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (ext && !(DOCUMENT_TYPES[type].extensions as readonly string[]).includes(ext))
    return { ok: false, field: 'file', message: DOCUMENT_NAME_MISMATCH };
  return {
    ok: true,
    type,
    contentType: DOCUMENT_TYPES[type].contentType,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: name || `document.${DOCUMENT_TYPES[type].extensions[0]}`,
  };
}

/** The last path part of a name, without control characters, at most 120 characters (its end kept). */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.length > 120 ? base.slice(base.length - 120) : base;
}
