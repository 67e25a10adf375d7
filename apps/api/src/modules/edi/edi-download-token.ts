import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';

/** Download links live 5 minutes and open once: long enough to click, too short to be worth stealing. */
export const LINK_TTL_SECONDS = 300;
export const DOWNLOAD_PATH = '/edi-files';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new one-time token for a file and the person it was made for; only its hash is stored. */
export async function issueDownloadToken(
  db: Queryable,
  fileId: number,
  who: { account_id: number | null; email: string; kind: string },
): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ expires_at: string }>(
    `INSERT INTO edi_download_tokens (token_hash, file_id, account_id, who, role, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING expires_at::text AS expires_at`,
    [hashOf(token), fileId, who.account_id, who.email, who.kind, LINK_TTL_SECONDS],
  );
  return { token, expires_at: row!.expires_at };
}

/**
 * Spends a token: one UPDATE marks it used only while unused and unexpired, so two clicks (or two
 * instances) cannot both get the file; the download is recorded in the same transaction.
 */
export async function spendDownloadToken(
  tx: Queryable,
  token: string,
): Promise<{ file_id: number } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await tx.query<{ file_id: number; account_id: number | null; who: string; role: string }>(
    `UPDATE edi_download_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING file_id::int AS file_id, account_id, who, role`,
    [hashOf(token)],
  );
  if (!row) return undefined;
  await tx.query('INSERT INTO edi_file_downloads (file_id, account_id, who, role) VALUES ($1, $2, $3, $4)', [
    row.file_id,
    row.account_id,
    row.who,
    row.role,
  ]);
  return { file_id: row.file_id };
}
