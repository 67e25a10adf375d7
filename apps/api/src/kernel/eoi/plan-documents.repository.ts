import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';
import { openSealedFile } from '../crypto/sealed-file';
import type { CheckedPlanDocument, PlanDocumentKind } from './plan-document';

/**
 * A plan's documents per kind and language (migration 0032), sealed like the life-event
 * documents and the 834 copies (ADR 0027). One current document per plan, kind and language: a
 * new upload replaces it. Uploaded by the platform administrator only (ADR 0035).
 */
export type PlanDocumentInfo = {
  documentId: number;
  planId: number;
  language: string;
  kind: PlanDocumentKind;
  fileName: string;
  byteSize: number;
  uploadedAt: string;
};

export async function savePlanDocument(
  db: Queryable,
  key: DataKey,
  d: { planId: number; language: Language; kind: PlanDocumentKind; by: number | null },
  doc: Extract<CheckedPlanDocument, { ok: true }>,
  bytes: Uint8Array,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO plan_documents (plan_id, language, kind, file_name_enc, content_type, byte_size, sha256, content_enc, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (plan_id, kind, language) DO UPDATE SET file_name_enc = EXCLUDED.file_name_enc, byte_size = EXCLUDED.byte_size,
       sha256 = EXCLUDED.sha256, content_enc = EXCLUDED.content_enc, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now()
     RETURNING document_id::int AS id`,
    [
      d.planId,
      d.language,
      d.kind,
      sealJson(doc.fileName, key),
      doc.contentType,
      doc.byteSize,
      doc.sha256,
      sealJson(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), key),
      d.by,
    ],
  );
  return row!.id;
}

type InfoRow = Omit<PlanDocumentInfo, 'fileName'> & { file_name_enc: string };
const INFO = `document_id::int AS "documentId", plan_id AS "planId", language, kind, file_name_enc,
  byte_size AS "byteSize", uploaded_at::text AS "uploadedAt"`;

/**
 * A plan's documents for a reader of `language`: each kind in that language, else in English
 * (the catalogue's fallback), without their content.
 */
export async function documentsOfPlan(
  db: Queryable,
  key: DataKey,
  planId: number,
  language: Language,
): Promise<PlanDocumentInfo[]> {
  const rows = await db.query<InfoRow>(
    `SELECT DISTINCT ON (kind) ${INFO} FROM plan_documents
      WHERE plan_id = $1 AND language IN ($2, 'en')
      ORDER BY kind, (language = $2) DESC`,
    [planId, language],
  );
  return rows.map(({ file_name_enc, ...r }) => ({ ...r, fileName: openJson<string>(file_name_enc, key) }));
}

/** One document opened, its bytes checked against the hash kept when it was stored. */
export async function readPlanDocument(
  db: Queryable,
  key: DataKey,
  documentId: number,
): Promise<(PlanDocumentInfo & { bytes: Buffer; sha256: string }) | null> {
  const [row] = await db.query<InfoRow & { content_enc: string; sha256: string }>(
    `SELECT ${INFO}, content_enc, sha256 FROM plan_documents WHERE document_id = $1`,
    [documentId],
  );
  return row ? openSealedFile(row, key, `plan document ${documentId}`) : null;
}

export async function removePlanDocument(db: Queryable, documentId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM plan_documents WHERE document_id = $1 RETURNING document_id', [
    documentId,
  ]);
  return rows.length === 1;
}
