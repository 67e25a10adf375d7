import type { Queryable } from '../../db';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';
import { openSealedFile } from '../crypto/sealed-file';
import type { CheckedDocument } from './event-document';
import type { Reporter } from './life-events.repository';

// Life events' documents, stored sealed (name and content) with the hash they are checked against
// when read (migration 0030); never served inline (ADR 0034).

/** The columns of a document's description (its name still sealed). */
const INFO = `document_id::int AS "documentId", event_id::int AS "eventId", file_name_enc, content_type AS "contentType",
  byte_size AS "byteSize", uploaded_at::text AS "uploadedAt"`;

/** Stores a checked document of an event, sealed (content and name); its id. */
export async function addDocument(
  db: Queryable,
  key: DataKey,
  eventId: number,
  doc: Extract<CheckedDocument, { ok: true }>,
  bytes: Uint8Array,
  by: Reporter,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO life_event_documents (event_id, file_name_enc, content_type, byte_size, sha256, content_enc, uploaded_by_kind, uploaded_by_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (event_id, sha256) DO UPDATE SET uploaded_at = life_event_documents.uploaded_at
     RETURNING document_id::int AS id`,
    [
      eventId,
      sealJson(doc.fileName, key),
      doc.contentType,
      doc.byteSize,
      doc.sha256,
      sealJson(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), key),
      by.kind,
      by.id,
    ],
  );
  return row!.id;
}

export type DocumentInfo = {
  documentId: number;
  eventId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  uploadedAt: string;
};

/** An event's documents without their content (the list beside the event). */
export async function documentsOf(db: Queryable, key: DataKey, eventId: number): Promise<DocumentInfo[]> {
  const rows = await db.query<Omit<DocumentInfo, 'fileName'> & { file_name_enc: string }>(
    `SELECT ${INFO} FROM life_event_documents WHERE event_id = $1 ORDER BY document_id`,
    [eventId],
  );
  return rows.map(({ file_name_enc, ...r }) => ({ ...r, fileName: openJson<string>(file_name_enc, key) }));
}

/** One document opened: its bytes, checked against the hash kept when it was stored. */
export async function readDocument(
  db: Queryable,
  key: DataKey,
  documentId: number,
): Promise<(DocumentInfo & { bytes: Buffer; sha256: string }) | null> {
  const [row] = await db.query<
    Omit<DocumentInfo, 'fileName'> & { file_name_enc: string; content_enc: string; sha256: string }
  >(`SELECT ${INFO}, content_enc, sha256 FROM life_event_documents WHERE document_id = $1`, [documentId]);
  return row ? openSealedFile(row, key, `life-event document ${documentId}`) : null;
}
