import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { enrollmentKeyOf, hashKey } from './enrollment-key';

/**
 * An employee's personal invitation link (issue 20, ADR 0021), a credential of its own like the
 * continue link (ADR 0013): 256 random bits mailed, only the SHA-256 stored. A new invitation or
 * reminder revokes the employee's older links (the newest mail is the one that works), and the
 * group can revoke them from the board. A link binds only the first browser that opens it; any
 * other browser proves it is the employee first (ADR 0026).
 */
export const INVITATION_DAYS = 30;
/** Wrong birth dates a link takes before only the mailed code proves the employee (ADR 0026). */
export const BIRTHDATE_TRIES = 5;

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

/**
 * Revokes the employee's live links and ends every browser's hold on their enrollment: a
 * mis-addressed recipient who opened an earlier link reads and writes nothing after a revoke,
 * a new invitation or a reminder. Answers how many links were live.
 */
export async function revokeInvitationLinks(db: Queryable, censusId: number): Promise<number> {
  const rows = await db.query<{ live: boolean }>(
    `UPDATE invitation_links SET revoked_at = now()
      WHERE census_id = $1 AND revoked_at IS NULL RETURNING expires_at > now() AS live`,
    [censusId],
  );
  await endInvitationBindings(db, censusId);
  return rows.filter((r) => r.live).length;
}

/**
 * Every way a browser holds the employee's enrollment ends: its keys, its continue links and
 * codes (a save-later code would re-bind it), and the employee's unused invitation codes.
 */
async function endInvitationBindings(db: Queryable, censusId: number): Promise<void> {
  const enrollment = `(SELECT enrollment_id FROM census_employees WHERE census_id = $1)`;
  await db.query(`DELETE FROM enrollment_keys WHERE enrollment_id = ${enrollment}`, [censusId]);
  await db.query(
    `UPDATE continue_links SET revoked_at = now() WHERE enrollment_id = ${enrollment} AND revoked_at IS NULL`,
    [censusId],
  );
  await db.query(
    `UPDATE continue_codes SET expires_at = now() WHERE enrollment_id = ${enrollment} AND expires_at > now()`,
    [censusId],
  );
  await db.query('UPDATE invitation_codes SET used_at = now() WHERE census_id = $1 AND used_at IS NULL', [
    censusId,
  ]);
}

export type InvitationLinkState = {
  census_id: number;
  state: 'live' | 'expired' | 'revoked';
  /** Some browser opened this link already: any other must prove it is the employee. */
  opened: boolean;
  birthdate_failures: number;
};

/** What a token is: the employee it invites and whether it still works; undefined when unknown. */
export async function invitationOf(db: Queryable, token: string): Promise<InvitationLinkState | undefined> {
  const [row] = await db.query<{
    census_id: number;
    revoked: boolean;
    expired: boolean;
    opened: boolean;
    birthdate_failures: number;
  }>(
    `SELECT census_id::int AS census_id, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired,
            opened_at IS NOT NULL AS opened, birthdate_failures
       FROM invitation_links WHERE token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return undefined;
  const state = row.revoked ? 'revoked' : row.expired ? 'expired' : 'live';
  return { census_id: row.census_id, state, opened: row.opened, birthdate_failures: row.birthdate_failures };
}

/** The first opening of a link claims it, atomically: true for exactly one browser. */
export async function claimFirstOpening(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE invitation_links SET opened_at = now()
      WHERE token_hash = $1 AND opened_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING 1`,
    [hashToken(token)],
  );
  return rows.length === 1;
}

/** A wrong birth date typed for this link (counted per link, whoever typed it). */
export async function countBirthdateFailure(db: Queryable, token: string): Promise<void> {
  await db.query(
    'UPDATE invitation_links SET birthdate_failures = birthdate_failures + 1 WHERE token_hash = $1',
    [hashToken(token)],
  );
}

/** Whether this browser's key is bound to the employee's enrollment (it opened or proved the link). */
export async function holdsInvitation(
  db: Queryable,
  req: FastifyRequest,
  censusId: number,
): Promise<boolean> {
  const key = enrollmentKeyOf(req);
  if (!key) return false;
  const [held] = await db.query(
    `SELECT 1 FROM census_employees c JOIN enrollment_keys k ON k.enrollment_id = c.enrollment_id
      WHERE c.census_id = $1 AND k.key_hash = $2`,
    [censusId, hashKey(key)],
  );
  return !!held;
}

/**
 * The access decision of waive-coverage (access rule 'waive-by-token'): a live link, presented by
 * a browser bound to the employee's enrollment. Only the first browser to open the link is bound
 * without proof; any other proved the birth date or a mailed code (prove-invitation), so a
 * forwarded or leaked token alone cannot decline for the employee. Answers the census row, or
 * undefined (refused).
 */
export async function authorizeInvitationHolder(
  db: Queryable,
  req: FastifyRequest,
  token: string,
): Promise<number | undefined> {
  const link = await invitationOf(db, token);
  if (link?.state !== 'live') return undefined;
  return (await holdsInvitation(db, req, link.census_id)) ? link.census_id : undefined;
}
