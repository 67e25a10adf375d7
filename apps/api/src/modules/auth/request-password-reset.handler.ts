import type { Handler } from '../../kernel/handler';
import { normalizeEmail } from '../../kernel/crypto/code-hash';
import { authMailBrand, renderPasswordResetMail } from './auth-mail';
import { issueCode } from './auth-codes.repository';
import { countAttempt } from '../../kernel/limits/guard';
import { RESET_MAIL } from '../../kernel/limits/policy';
import { accountSubject } from './sign-in.handler';

export const CODE_SENT = 'If this e-mail belongs to an account, we sent it a code.';

/**
 * Forgot password: mails a one-time code through the outbox. The answer is the same for every
 * e-mail, known or not; how many may be asked for is limited per client, per e-mail and per
 * trusted device (limits/policy.ts).
 */
export const requestPasswordReset: Handler<'request-password-reset'> = async ({
  db,
  body,
  config,
  mailer,
  lang,
  req,
  reply,
}) => {
  const email = normalizeEmail(body.email);
  // Counted for every e-mail, known or not, so a 429 says nothing about who has an account.
  await countAttempt({ req, reply }, RESET_MAIL, accountSubject(email));
  const queued = await db.transaction(async (tx) => {
    const [a] = await tx.query<{ account_id: number; first_name: string }>(
      'SELECT account_id::int AS account_id, first_name FROM accounts WHERE email = $1',
      [email],
    );
    if (!a) return false;
    const issued = await issueCode(tx, config.codePepper, {
      purpose: 'password_reset',
      email,
      account_id: a.account_id,
      withLink: false,
    });
    const brand = await authMailBrand(tx, config);
    const mail = renderPasswordResetMail(
      {
        brand,
        code: issued.code,
        name: a.first_name,
        link: `${config.publicUrl}${brand.landing}/forgot-password`,
      },
      lang,
    );
    await mailer.enqueue(tx, { kind: 'password_reset', to: email, ...mail });
    return true;
  });
  if (queued) mailer.kick();
  return { message: CODE_SENT };
};
