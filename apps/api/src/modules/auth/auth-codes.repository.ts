import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db';
import { hashCode } from '../continue/code-hash';

export type CodePurpose = 'password_reset' | 'member_sign_in';

/** A code or link works for 15 minutes, once; a code takes at most 5 wrong guesses. */
export const CODE_TTL_SECONDS = 15 * 60;
export const MAX_WRONG_GUESSES = 5;
/** At most this many codes per e-mail and purpose per hour (more requests send nothing). */
export const MAX_CODES_PER_HOUR = 5;

// No 0/O, 1/I/L: people type these codes from an e-mail.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => {
  const c = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${c.slice(0, 4)}-${c.slice(4)}`;
};
/** The link token is not typed, so it is compared exactly (no case folding). */
const linkHash = (token: string, pepper: string) =>
  createHmac('sha256', pepper).update(`link:${token}`).digest('hex');

export type IssuedCode = { code: string; linkToken: string | null };

/**
 * A fresh code (and, for member sign-in, a link token) for an account or member; earlier unused
 * codes of the same purpose stop working. Undefined when the hourly limit for the e-mail is reached.
 */
export async function issueCode(
  tx: Queryable,
  pepper: string,
  c: { purpose: CodePurpose; email: string; account_id?: number; user_id?: number; withLink: boolean },
): Promise<IssuedCode | undefined> {
  const [{ n }] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auth_codes WHERE purpose = $1 AND email = $2 AND created_at > now() - interval '1 hour'`,
    [c.purpose, c.email],
  );
  if (n >= MAX_CODES_PER_HOUR) return undefined;
  await tx.query(
    'UPDATE auth_codes SET used_at = now() WHERE purpose = $1 AND email = $2 AND used_at IS NULL',
    [c.purpose, c.email],
  );
  const code = newCode();
  const linkToken = c.withLink ? randomBytes(32).toString('base64url') : null;
  await tx.query(
    `INSERT INTO auth_codes (purpose, email, account_id, user_id, code_hash, link_hash, expires_at)
     VALUES ($1,$2,$3,$4,$5,$6, now() + make_interval(secs => $7))`,
    [
      c.purpose,
      c.email,
      c.account_id ?? null,
      c.user_id ?? null,
      hashCode(code, pepper),
      linkToken && linkHash(linkToken, pepper),
      CODE_TTL_SECONDS,
    ],
  );
  return { code, linkToken };
}

export type CodeOwner = { account_id: number | null; user_id: number | null };

/**
 * Uses up the newest live code of an e-mail when `code` matches; a wrong code counts a guess
 * (the code dies after MAX_WRONG_GUESSES). Undefined when nothing matched.
 */
export async function consumeCode(
  tx: Queryable,
  pepper: string,
  purpose: CodePurpose,
  email: string,
  code: string,
): Promise<CodeOwner | undefined> {
  const [row] = await tx.query<{ id: number; code_hash: string } & CodeOwner>(
    `SELECT id::int AS id, code_hash, account_id::int AS account_id, user_id FROM auth_codes
      WHERE purpose = $1 AND email = $2 AND used_at IS NULL AND expires_at > now() AND wrong_guesses < $3
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [purpose, email, MAX_WRONG_GUESSES],
  );
  if (!row) return undefined;
  const given = Buffer.from(hashCode(code, pepper));
  const stored = Buffer.from(row.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await tx.query('UPDATE auth_codes SET wrong_guesses = wrong_guesses + 1 WHERE id = $1', [row.id]);
    return undefined;
  }
  await tx.query('UPDATE auth_codes SET used_at = now() WHERE id = $1', [row.id]);
  return { account_id: row.account_id, user_id: row.user_id };
}

/** Uses up a member sign-in link: atomically, so the same link never signs in twice. */
export async function consumeLink(tx: Queryable, pepper: string, token: string): Promise<number | undefined> {
  const [row] = await tx.query<{ user_id: number }>(
    `UPDATE auth_codes SET used_at = now()
      WHERE link_hash = $1 AND purpose = 'member_sign_in' AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [linkHash(token, pepper)],
  );
  return row?.user_id ?? undefined;
}
