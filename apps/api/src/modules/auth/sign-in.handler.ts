import { normalizeEmail } from '../continue/code-hash';
import type { Handler } from '../../http/handler';
import { fieldError } from '../../http/errors';
import { dummyHash, verifyPassword } from './password';
import { accountPrincipal } from './principal';
import { startSession, sleep } from './sign-in.service';
import { clearFailures, lockedSeconds, recordFailure, slowDownMs } from './sign-in-failures.repository';

export const WRONG_CREDENTIALS = 'The e-mail or password is not correct.';
export const LOCKED = 'Too many failed sign-ins. Please try again in 15 minutes.';

/**
 * Reps, group administrators and platform administrators sign in with e-mail and password. The
 * same answer and the same scrypt work whether or not the e-mail has an account; failures per
 * e-mail are counted in the database, slow the answers down and lock the e-mail for a while.
 */
export const signIn: Handler<'sign-in'> = async ({ db, body, req, reply }) => {
  const email = normalizeEmail(body.email);
  if ((await lockedSeconds(db, email)) > 0) throw fieldError(429, 'password', LOCKED);
  const [account] = await db.query<{ account_id: number; password_hash: string }>(
    'SELECT account_id::int AS account_id, password_hash FROM accounts WHERE email = $1',
    [email],
  );
  const ok = await verifyPassword(body.password, account?.password_hash ?? (await dummyHash()));
  if (!account || !ok) {
    const failures = await recordFailure(db, email);
    await sleep(slowDownMs(failures));
    throw fieldError(401, 'password', WRONG_CREDENTIALS);
  }
  await clearFailures(db, email);
  const principal = await accountPrincipal(db, account.account_id);
  return startSession({ db, req, reply }, { account_id: account.account_id }, principal!);
};
