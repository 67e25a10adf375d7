import { normalizeEmail } from '../../kernel/crypto/code-hash';
import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { countAttempt, trustDevice } from '../../kernel/limits/guard';
import { SIGN_IN } from '../../kernel/limits/policy';
import { dummyHash, verifyPassword } from '../../kernel/access/password';
import { accountPrincipal } from '../../kernel/access/principal';
import { startSession, sleep } from './sign-in.service';

export const WRONG_CREDENTIALS = 'The e-mail or password is not correct.';

/** From this many attempts of one client on, each wrong answer waits longer (slows guessing down). */
export const SLOW_DOWN_AFTER = 3;
/** The wait before answering the n-th attempt: nothing for the first few, then 0.5 s more each time. */
export const slowDownMs = (attempt: number) =>
  attempt < SLOW_DOWN_AFTER ? 0 : Math.min(3000, 500 * (attempt - SLOW_DOWN_AFTER + 1));

/** Device cookies and counters of password accounts are keyed by this subject. */
export const accountSubject = (email: string) => `account:${email}`;

/**
 * Reps, group administrators and platform administrators sign in with e-mail and password. The
 * attempt is counted first (limits/guard.ts: per client, per account, per trusted device); past a
 * limit the password is not even checked. The same answer and the same scrypt work whether or not
 * the e-mail has an account; a right password marks the browser as a trusted device.
 */
export const signIn: Handler<'sign-in'> = async ({ db, body, req, reply }) => {
  const email = normalizeEmail(body.email);
  const attempt = await countAttempt({ req, reply }, SIGN_IN, accountSubject(email));
  const [account] = await db.query<{ account_id: number; password_hash: string }>(
    'SELECT account_id::int AS account_id, password_hash FROM accounts WHERE email = $1',
    [email],
  );
  const ok = await verifyPassword(body.password, account?.password_hash ?? (await dummyHash()));
  if (!account || !ok) {
    await sleep(slowDownMs(attempt.count));
    throw fieldError(401, 'password', WRONG_CREDENTIALS);
  }
  await attempt.succeeded();
  trustDevice({ req, reply }, accountSubject(email));
  const principal = await accountPrincipal(db, account.account_id);
  return startSession({ db, req, reply }, { account_id: account.account_id }, principal!);
};
