import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';

/** Download links live 5 minutes and open once: long enough to click, too short to be worth stealing. */
export const LINK_TTL_SECONDS = 300;
export const DOWNLOAD_PATH = '/edi-files';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type Who = { account_id: number | null; email: string; kind: string };

/**
 * A new one-time token for a file, bound to the session that asked for it (`sessionHash`, the
 * SHA-256 of its cookie token): a link copied to another browser, or opened signed out, opens
 * nothing. Only the token's hash is stored.
 */
export async function issueDownloadToken(
  db: Queryable,
  fileId: number,
  who: Who,
  sessionHash: string,
): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ expires_at: string }>(
    `INSERT INTO edi_download_tokens (token_hash, file_id, account_id, who, role, expires_at, session_hash)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), $7) RETURNING expires_at::text AS expires_at`,
    [hashOf(token), fileId, who.account_id, who.email, who.kind, LINK_TTL_SECONDS, sessionHash],
  );
  return { token, expires_at: row!.expires_at };
}

/**
 * Spends a token in the session it was made for: one UPDATE marks it used only while unused,
 * unexpired and asked for by that same session, so two clicks (or two instances) cannot both get
 * the file, and another session's try leaves it unspent. The download is recorded in the same
 * transaction as the person whose session fetched it.
 */
export async function spendDownloadToken(
  tx: Queryable,
  token: string,
  sessionHash: string,
  fetcher: Who,
): Promise<{ file_id: number } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await tx.query<{ file_id: number }>(
    `UPDATE edi_download_tokens SET used_at = now()
      WHERE token_hash = $1 AND session_hash = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING file_id::int AS file_id`,
    [hashOf(token), sessionHash],
  );
  if (!row) return undefined;
  await tx.query('INSERT INTO edi_file_downloads (file_id, account_id, who, role) VALUES ($1, $2, $3, $4)', [
    row.file_id,
    fetcher.account_id,
    fetcher.email,
    fetcher.kind,
  ]);
  return { file_id: row.file_id };
}
