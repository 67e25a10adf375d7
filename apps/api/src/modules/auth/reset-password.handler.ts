import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { normalizeEmail } from '../../kernel/crypto/code-hash';
import { countAttempt, liftAccountLock, trustDevice } from '../../kernel/limits/guard';
import { RESET_CODE, SIGN_IN } from '../../kernel/limits/policy';
import { consumeCode } from './auth-codes.repository';
import { hashPassword } from '../../kernel/access/password';
import { deleteAccountSessions } from '../../kernel/access/session.repository';
import { accountSubject } from './sign-in.handler';

export const CODE_NOT_VALID = 'This code is not valid or has expired.';
export const PASSWORD_CHANGED = 'Your password was changed. Please sign in.';

/**
 * Sets a new password with the mailed code (the attempt counted first, limits/policy.ts): ends
 * every session of the account and lifts the account-wide sign-in lock.
 */
export const resetPassword: Handler<'reset-password'> = async ({ db, body, config, req, reply }) => {
  const email = normalizeEmail(body.email);
  const subject = accountSubject(email);
  const attempt = await countAttempt({ req, reply }, RESET_CODE, subject);
  // Hash outside the transaction: scrypt takes a while and needs no rows held.
  const hash = await hashPassword(body.password);
  const changed = await db.transaction(async (tx) => {
    const owner = await consumeCode(tx, config.codePepper, 'password_reset', email, body.code);
    if (!owner?.account_id) return undefined;
    await tx.query(
      'UPDATE accounts SET password_hash = $2, password_changed_at = now() WHERE account_id = $1',
      [owner.account_id, hash],
    );
    await deleteAccountSessions(tx, owner.account_id);
    return owner.account_id;
  });
  if (!changed) throw invalid('code', CODE_NOT_VALID);
  await attempt.succeeded();
  await liftAccountLock(req, SIGN_IN, subject);
  trustDevice({ req, reply }, subject);
  return { message: PASSWORD_CHANGED };
};
