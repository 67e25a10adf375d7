import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';

/** A session ends 12 hours after sign-in at the latest, and after 30 minutes without a request. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
export const SESSION_IDLE_SECONDS = 30 * 60;
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_AFTER_SECONDS = 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionOwner = { account_id: number } | { user_id: number };

/** A new session: a 256-bit random token for the cookie; only its SHA-256 is stored. */
export async function createSession(db: Queryable, owner: SessionOwner): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [
      hashToken(token),
      'account_id' in owner ? owner.account_id : null,
      'user_id' in owner ? owner.user_id : null,
      SESSION_MAX_SECONDS,
    ],
  );
  return token;
}

export type SessionRow = { token_hash: string; account_id: number | null; user_id: number | null };

/** The live session of a token (not expired, not idle too long), its last use recorded. */
export async function findLiveSession(db: Queryable, token: string): Promise<SessionRow | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<SessionRow & { stale: boolean }>(
    `SELECT token_hash, account_id::int AS account_id, user_id,
            last_seen_at < now() - make_interval(secs => $3) AS stale
       FROM sessions
      WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)`,
    [tokenHash, SESSION_IDLE_SECONDS, TOUCH_AFTER_SECONDS],
  );
  if (!row) return undefined;
  if (row.stale)
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
  return { token_hash: row.token_hash, account_id: row.account_id, user_id: row.user_id };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** A new password ends every session of the account (someone else may have been signed in). */
export async function deleteAccountSessions(db: Queryable, accountId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
}

/**
 * "Sign out other sessions": ends every session of the same account or member except the one
 * whose token is kept (the browser that asked). Returns how many ended.
 */
export async function deleteOtherSessions(db: Queryable, keep: SessionRow): Promise<number> {
  const gone = await db.query(
    `DELETE FROM sessions
      WHERE token_hash <> $1 AND (account_id = $2 OR user_id = $3) RETURNING 1`,
    [keep.token_hash, keep.account_id, keep.user_id],
  );
  return gone.length;
}

/** Expired and idle sessions are removed now and then (on sign-in), so the table stays small. */
export async function purgeDeadSessions(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => $1)`,
    [SESSION_IDLE_SECONDS],
  );
}
