import { createHash, createHmac } from 'node:crypto';
import type { Queryable } from '../../db';
import type { DataKey } from '../crypto/data-key';
import { openSsn } from './sensitive';

/**
 * One person, one member (issue 20, ADR 0020). A member's SSN is sealed (random IV), so two seals
 * of one number never compare equal; the blind index is what does: HMAC-SHA256 of the nine digits
 * with a key derived from CODE_PEPPER, stored beside the seal (members.ssn_index). It reveals
 * nothing without the pepper, and a data-key rotation leaves it valid (the pepper is not the data
 * key). The clear SSN is never stored or logged.
 */
const indexKey = (pepper: string) =>
  createHmac('sha256', pepper).update('benefit-store ssn blind index v1').digest();

/** Which pepper made an index: a fingerprint (not the pepper), so a changed CODE_PEPPER is noticed. */
const indexKeyId = (pepper: string) =>
  createHash('sha256').update(`benefit-store ssn index key id\0${pepper}`).digest('base64url').slice(0, 8);

/** `<key id>:<hex HMAC>` of the nine digits. */
export const ssnIndexOf = (digits: string, pepper: string) =>
  `${indexKeyId(pepper)}:${createHmac('sha256', indexKey(pepper)).update(digits.replace(/\D/g, '')).digest('hex')}`;

/** The index of a sealed SSN; null when there is none or it does not open with the configured keys. */
export function ssnIndexOfSealed(
  sealed: string | null | undefined,
  key: DataKey,
  pepper: string,
): string | null {
  if (!sealed) return null;
  try {
    return ssnIndexOf(openSsn(sealed, key), pepper);
  } catch {
    return null;
  }
}

export type PersonFacts = {
  groupId: number | null;
  enrollmentId: string;
  ssnIndex: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
};

/**
 * The member of the census row this enrollment was opened from (an invitation link writes
 * census_employees.enrollment_id, ADR 0021): the employer's own record of who the employee is.
 */
export async function findCensusMember(db: Queryable, f: PersonFacts): Promise<number | undefined> {
  if (f.groupId == null) return undefined;
  const [row] = await db.query<{ user_id: number }>(
    `SELECT m.user_id FROM census_employees c JOIN members m ON m.user_id = c.member_user_id AND m.group_id = c.group_id
      WHERE c.enrollment_id = $1 AND c.group_id = $2`,
    [f.enrollmentId, f.groupId],
  );
  return row?.user_id;
}

export type LookAlike = { userId: number; matchedBy: 'ssn' | 'email' };

/**
 * A member of the same group the typed facts look like: by SSN (with the same birth date and last
 * name), else by e-mail with first name, last name and birth date. Only a resemblance: what someone
 * typed proves nothing (ADR 0024), so member-write-decision.ts decides whether it may be written to.
 * Undefined when none, or when the enrollment is for no group (matching is within a group).
 */
export async function findLookAlike(db: Queryable, f: PersonFacts): Promise<LookAlike | undefined> {
  if (f.groupId == null) return undefined;
  if (f.ssnIndex) {
    // The same SSN is the same person only with the same birth date and last name: a mistyped SSN
    // (or test data that reuses one) must not even be offered as a match.
    const [bySsn] = await db.query<{ user_id: number }>(
      `SELECT user_id FROM members WHERE group_id = $1 AND ssn_index = $2 AND dob = $3::date AND lower(last_name) = lower($4)
        ORDER BY user_id LIMIT 1`,
      [f.groupId, f.ssnIndex, f.dob, f.lastName],
    );
    if (bySsn) return { userId: bySsn.user_id, matchedBy: 'ssn' };
  }
  const [byPerson] = await db.query<{ user_id: number }>(
    `SELECT user_id FROM members WHERE group_id = $1 AND lower(email) = lower($2) AND lower(first_name) = lower($3)
        AND lower(last_name) = lower($4) AND dob = $5::date ORDER BY user_id LIMIT 1`,
    [f.groupId, f.email, f.firstName, f.lastName, f.dob],
  );
  return byPerson && { userId: byPerson.user_id, matchedBy: 'email' };
}

/**
 * Fills members.ssn_index where it is missing (members from before migration 0019) or made with
 * another pepper (CODE_PEPPER changed): run at every start (seed), so matching never reads a stale index.
 */
export async function backfillSsnIndex(db: Queryable, key: DataKey, pepper: string): Promise<number> {
  const rows = await db.query<{ user_id: number; ssn_enc: string }>(
    `SELECT user_id, ssn_enc FROM members
      WHERE ssn_enc IS NOT NULL AND (ssn_index IS NULL OR left(ssn_index, 9) <> $1)`,
    [`${indexKeyId(pepper)}:`],
  );
  const filled = rows
    .map((r) => ({ id: r.user_id, index: ssnIndexOfSealed(r.ssn_enc, key, pepper) }))
    .filter((r): r is { id: number; index: string } => r.index != null);
  if (filled.length > 0)
    await db.query(
      `UPDATE members m SET ssn_index = r.ssn_index FROM unnest($1::int[], $2::text[]) AS r(user_id, ssn_index)
        WHERE m.user_id = r.user_id`,
      [filled.map((r) => r.id), filled.map((r) => r.index)],
    );
  return filled.length;
}

/**
 * SQL that holds for a member who is not a possible duplicate awaiting review (ADR 0024). Such a
 * record's e-mail was typed by someone unproven, so it neither receives the member's sign-in code
 * nor makes the real member's own address "another member's".
 */
export const notAwaitingReviewSql = (member: string) =>
  `${member}.user_id NOT IN (SELECT duplicate_user_id FROM possible_duplicates WHERE resolution IS NULL)`;
