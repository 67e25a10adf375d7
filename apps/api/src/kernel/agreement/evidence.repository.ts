import { createHash } from 'node:crypto';
import type { AgreementSigner, AgreementText } from '@bs/contract';
import type { Queryable } from '../../db';

/** What the aggrement_info section keeps: a pointer to the evidence row, never the image. */
export type StoredAgreement = {
  eprocess: AgreementSigner;
  signature_id: number;
  signer_name: string;
  signed_at: string;
  texts_version: string;
  texts_hash: string;
  date: string;
};

export type Evidence = {
  enrollment_id: string;
  signer_role: AgreementSigner;
  signer_name: string;
  agent_id: number | null;
  group_id: number | null;
  user_id: number | null;
  verification_question: string;
  verification_passed: boolean;
  language: string;
  texts_version: string;
  texts_hash: string;
  texts: AgreementText[];
  signature_png: Buffer | null;
  signed_at: Date;
  ip: string;
  user_agent: string;
};

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/**
 * The hash sealing one evidence record: every field (the image by its hash) in a fixed order, so
 * a later change to any of them is detectable by recomputing it.
 */
export function recordHashOf(e: Evidence): string {
  return sha256(
    JSON.stringify([
      e.enrollment_id,
      e.signer_role,
      e.signer_name,
      e.agent_id,
      e.group_id,
      e.user_id,
      e.verification_question,
      e.verification_passed,
      e.language,
      e.texts_version,
      e.texts_hash,
      e.texts,
      e.signature_png ? sha256(e.signature_png) : null,
      e.signed_at.toISOString(),
      e.ip,
      e.user_agent,
    ]),
  );
}

/** Appends one evidence record (rows are never updated): answers its id. */
export async function insertEvidence(db: Queryable, e: Evidence): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO agreement_signatures (enrollment_id, signer_role, signer_name, agent_id, group_id, user_id,
       verification_question, verification_passed, language, texts_version, texts_hash, texts, signature_png,
       signature_sha256, signed_at, ip, user_agent, record_hash)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12::jsonb,$13,$14,$15,$16,$17,$18) RETURNING signature_id::int AS id`,
    [
      e.enrollment_id,
      e.signer_role,
      e.signer_name,
      e.agent_id,
      e.group_id,
      e.user_id,
      e.verification_question,
      e.verification_passed,
      e.language,
      e.texts_version,
      e.texts_hash,
      JSON.stringify(e.texts),
      e.signature_png,
      e.signature_png ? sha256(e.signature_png) : null,
      e.signed_at.toISOString(),
      e.ip,
      e.user_agent,
      recordHashOf(e),
    ],
  );
  return row!.id;
}
