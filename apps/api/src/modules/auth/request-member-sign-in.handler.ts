import type { Handler } from '../../http/handler';
import { normalizeEmail } from '../continue/code-hash';
import { authMailBrand, renderMemberSignInMail } from './auth-mail';
import { issueCode } from './auth-codes.repository';

export const LINK_SENT = 'If this e-mail belongs to a member, we sent it a sign-in link and code.';

/**
 * Members sign in without a password: a one-time link (and a code to type instead) goes to the
 * member's e-mail through the outbox. Same answer for every e-mail; rate-limited per e-mail.
 */
export const requestMemberSignIn: Handler<'request-member-sign-in'> = async ({
  db,
  body,
  config,
  mailer,
  lang,
}) => {
  const email = normalizeEmail(body.email);
  const queued = await db.transaction(async (tx) => {
    const [m] = await tx.query<{ user_id: number; first_name: string }>(
      'SELECT user_id, first_name FROM members WHERE lower(email) = $1 ORDER BY user_id LIMIT 1',
      [email],
    );
    if (!m) return false;
    const issued = await issueCode(tx, config.codePepper, {
      purpose: 'member_sign_in',
      email,
      user_id: m.user_id,
      withLink: true,
    });
    if (!issued?.linkToken) return false;
    const brand = await authMailBrand(tx, config);
    const mail = renderMemberSignInMail(
      {
        brand,
        code: issued.code,
        name: m.first_name,
        link: `${config.publicUrl}${brand.landing}/member-sign-in/${issued.linkToken}`,
      },
      lang,
    );
    await mailer.enqueue(tx, { kind: 'member_sign_in', to: email, ...mail });
    return true;
  });
  if (queued) mailer.kick();
  return { message: LINK_SENT };
};
