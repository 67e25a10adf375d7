import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db';
import { hashCode } from '../crypto/code-hash';

/**
 * One-time codes mailed to an invited employee's census address (ADR 0026), so a second browser
 * can prove it is the employee without knowing the birth date. Only an HMAC with the server
 * pepper is kept; a code works 15 minutes, once; guessing is limited per client and employee
 * before a code is compared (kernel/limits, INVITATION_PROOF).
 */
export const INVITATION_CODE_MINUTES = 15;

// No 0/O, 1/I/L: people type these codes from an e-mail.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export async function issueInvitationCode(db: Queryable, censusId: number, pepper: string): Promise<string> {
  const c = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const code = `${c.slice(0, 4)}-${c.slice(4)}`;
  await db.query(
    `INSERT INTO invitation_codes (census_id, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [censusId, hashCode(code, pepper), INVITATION_CODE_MINUTES],
  );
  return code;
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Spends the employee's live codes when `code` is one of them; false (nothing spent) otherwise. */
export async function consumeInvitationCode(
  db: Queryable,
  censusId: number,
  code: string,
  pepper: string,
): Promise<boolean> {
  const rows = await db.query<{ code_hash: string }>(
    `SELECT code_hash FROM invitation_codes
      WHERE census_id = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [censusId],
  );
  const given = hashCode(code, pepper);
  if (!rows.filter((r) => same(r.code_hash, given)).length) return false;
  await db.query('UPDATE invitation_codes SET used_at = now() WHERE census_id = $1 AND used_at IS NULL', [
    censusId,
  ]);
  return true;
}
