import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db';
import { hashCode } from '../../kernel/crypto/code-hash';

export type CodePurpose = 'password_reset' | 'member_sign_in';

/** A code or link works for 15 minutes, once. Guessing is limited per client and account (limits/policy.ts). */
export const CODE_TTL_SECONDS = 15 * 60;

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
 * A fresh code (and, for member sign-in, a link token) for an account or member. Earlier live
 * codes keep working until one of them is used or they expire: otherwise a stranger asking for a
 * code would kill the one the person is about to type. How many may be asked for is limited
 * before this is called (limits/policy.ts).
 */
export async function issueCode(
  tx: Queryable,
  pepper: string,
  c: { purpose: CodePurpose; email: string; account_id?: number; user_id?: number; withLink: boolean },
): Promise<IssuedCode> {
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

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Uses up the e-mail's live codes of this purpose when `code` matches one of them; undefined when
 * none matched. A wrong code changes nothing here: guesses are counted per client and account
 * before this is called, so a stranger's wrong guesses cannot kill the person's code.
 */
export async function consumeCode(
  tx: Queryable,
  pepper: string,
  purpose: CodePurpose,
  email: string,
  code: string,
): Promise<CodeOwner | undefined> {
  const rows = await tx.query<{ code_hash: string } & CodeOwner>(
    `SELECT code_hash, account_id::int AS account_id, user_id FROM auth_codes
      WHERE purpose = $1 AND email = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC FOR UPDATE`,
    [purpose, email],
  );
  const given = hashCode(code, pepper);
  // Every live code is compared, so the time taken says nothing about which one matched.
  const match = rows.filter((r) => sameHash(r.code_hash, given))[0];
  if (!match) return undefined;
  await tx.query(
    'UPDATE auth_codes SET used_at = now() WHERE purpose = $1 AND email = $2 AND used_at IS NULL',
    [purpose, email],
  );
  return { account_id: match.account_id, user_id: match.user_id };
}

/** Uses up a member sign-in link: atomically, so the same link never signs in twice. */
export async function consumeLink(
  tx: Queryable,
  pepper: string,
  token: string,
): Promise<{ user_id: number; email: string } | undefined> {
  const [row] = await tx.query<{ user_id: number; email: string }>(
    `UPDATE auth_codes SET used_at = now()
      WHERE link_hash = $1 AND purpose = 'member_sign_in' AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, email`,
    [linkHash(token, pepper)],
  );
  return row;
}
