import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';

/**
 * The mailed direct-continue link's own token (ADR 0013): 256 random bits, only its SHA-256
 * stored, expiring with the code mailed beside it. A newer save revokes the older links of the
 * enrollment (the newest mail is the one that works), and completion revokes them all.
 */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueContinueLink(
  db: Queryable,
  enrollmentId: string,
  tab: string,
  expires: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await revokeContinueLinks(db, enrollmentId);
  await db.query(
    'INSERT INTO continue_links (token_hash, enrollment_id, tab, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), enrollmentId, tab, expires],
  );
  return token;
}

export async function revokeContinueLinks(db: Queryable, enrollmentId: string): Promise<void> {
  await db.query(
    'UPDATE continue_links SET revoked_at = now() WHERE enrollment_id = $1 AND revoked_at IS NULL',
    [enrollmentId],
  );
}

/** The enrollment a live link opens: undefined when the token is unknown, expired or revoked. */
export async function enrollmentOfLink(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db.query<{ enrollment_id: string }>(
    `SELECT enrollment_id FROM continue_links
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  return row?.enrollment_id;
}
