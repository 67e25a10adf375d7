import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { enrollmentKeyOf, hashKey } from './enrollment-key';

/**
 * An employee's personal invitation link (issue 20, ADR 0021), a credential of its own like the
 * continue link (ADR 0013): 256 random bits mailed, only the SHA-256 stored. A new invitation or
 * reminder revokes the employee's older links (the newest mail is the one that works), and the
 * group can revoke them from the board.
 */
export const INVITATION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueInvitationLink(db: Queryable, censusId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await revokeInvitationLinks(db, censusId);
  await db.query(
    `INSERT INTO invitation_links (token_hash, census_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), censusId, INVITATION_DAYS],
  );
  return token;
}

/** Revokes the employee's live links; answers how many were live. */
export async function revokeInvitationLinks(db: Queryable, censusId: number): Promise<number> {
  const rows = await db.query<{ live: boolean }>(
    `UPDATE invitation_links SET revoked_at = now()
      WHERE census_id = $1 AND revoked_at IS NULL RETURNING expires_at > now() AS live`,
    [censusId],
  );
  return rows.filter((r) => r.live).length;
}

export type InvitationLinkState = { census_id: number; state: 'live' | 'expired' | 'revoked' };

/** What a token is: the employee it invites and whether it still works; undefined when unknown. */
export async function invitationOf(db: Queryable, token: string): Promise<InvitationLinkState | undefined> {
  const [row] = await db.query<{ census_id: number; revoked: boolean; expired: boolean }>(
    `SELECT census_id::int AS census_id, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
       FROM invitation_links WHERE token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return undefined;
  return { census_id: row.census_id, state: row.revoked ? 'revoked' : row.expired ? 'expired' : 'live' };
}

/**
 * The access decision of waive-coverage (access rule 'waive-by-token'): a live link, presented by
 * the browser the link's enrollment is bound to (it opened the link), so a forwarded or leaked
 * token alone cannot decline for the employee. Answers the census row, or undefined (refused).
 */
export async function authorizeInvitationHolder(
  db: Queryable,
  req: FastifyRequest,
  token: string,
): Promise<number | undefined> {
  const link = await invitationOf(db, token);
  const key = enrollmentKeyOf(req);
  if (link?.state !== 'live' || !key) return undefined;
  const [held] = await db.query(
    `SELECT 1 FROM census_employees c JOIN enrollment_keys k ON k.enrollment_id = c.enrollment_id
      WHERE c.census_id = $1 AND k.key_hash = $2`,
    [link.census_id, hashKey(key)],
  );
  return held ? link.census_id : undefined;
}
