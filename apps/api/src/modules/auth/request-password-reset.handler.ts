import type { Handler } from '../../kernel/handler';
import { renderPasswordResetMail } from './auth-mail';
import { RESET_MAIL } from '../../kernel/limits/policy';
import { accountSubject } from './sign-in.handler';
import { mailCode } from './mail-code';

export const CODE_SENT = 'If this e-mail belongs to an account, we sent it a code.';

/**
 * Forgot password: mails a one-time code through the outbox. The answer is the same for every
 * e-mail, known or not; how many may be asked for is limited per client, per e-mail and per
 * trusted device (limits/policy.ts).
 */
export const requestPasswordReset: Handler<'request-password-reset'> = async (ctx) => {
  await mailCode(ctx, ctx.body.email, {
    purpose: 'password_reset',
    rule: RESET_MAIL,
    subject: accountSubject,
    withLink: false,
    find: async (tx, email) =>
      (
        await tx.query<{ account_id: number; first_name: string }>(
          'SELECT account_id::int AS account_id, first_name FROM accounts WHERE email = $1',
          [email],
        )
      )[0],
    render: ({ brand, code, name }, lang) =>
      renderPasswordResetMail(
        { brand, code, name, link: `${ctx.config.publicUrl}${brand.landing}/forgot-password` },
        lang,
      ),
  });
  return { message: CODE_SENT };
};
