import type { Handler } from '../../http/handler';
import { invalid } from '../../http/errors';
import { normalizeEmail } from '../continue/code-hash';
import { consumeCode } from './auth-codes.repository';
import { hashPassword } from './password';
import { deleteAccountSessions } from './session.repository';
import { clearFailures } from './sign-in-failures.repository';

export const CODE_NOT_VALID = 'This code is not valid or has expired.';
export const PASSWORD_CHANGED = 'Your password was changed. Please sign in.';

/** Sets a new password with the mailed code: ends every session of the account and lifts a lock. */
export const resetPassword: Handler<'reset-password'> = async ({ db, body, config }) => {
  const email = normalizeEmail(body.email);
  // Hash outside the transaction: scrypt takes a while and needs no rows held.
  const hash = await hashPassword(body.password);
  await db
    .transaction(async (tx) => {
      const owner = await consumeCode(tx, config.codePepper, 'password_reset', email, body.code);
      if (!owner?.account_id) return;
      await tx.query(
        'UPDATE accounts SET password_hash = $2, password_changed_at = now() WHERE account_id = $1',
        [owner.account_id, hash],
      );
      await deleteAccountSessions(tx, owner.account_id);
      await clearFailures(tx, email);
      return owner.account_id;
    })
    .then((changed) => {
      if (!changed) throw invalid('code', CODE_NOT_VALID);
    });
  return { message: PASSWORD_CHANGED };
};
