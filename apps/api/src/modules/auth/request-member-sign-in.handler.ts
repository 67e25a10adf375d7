import type { Handler } from '../../kernel/handler';
import { STORE_PAGES } from '../../http/store-pages';
import { normalizeEmail } from '../../kernel/crypto/code-hash';
import { authMailBrand, renderMemberSignInMail } from './auth-mail';
import { issueCode } from './auth-codes.repository';
import { countAttempt } from '../../kernel/limits/guard';
import { MEMBER_MAIL } from '../../kernel/limits/policy';
import { memberSubject } from './member-sign-in.handler';
import { notAwaitingReviewSql } from '../../kernel/enrollment/member-match';

export const LINK_SENT = 'If this e-mail belongs to a member, we sent it a sign-in link and code.';

/**
 * Members sign in without a password: a one-time link (and a code to type instead) goes to the
 * member's e-mail through the outbox. Same answer for every e-mail; how many
 * may be asked for is limited per client, per e-mail and per trusted device (limits/policy.ts).
 */
export const requestMemberSignIn: Handler<'request-member-sign-in'> = async ({
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
  await countAttempt({ req, reply }, MEMBER_MAIL, memberSubject(email));
  const queued = await db.transaction(async (tx) => {
    const [m] = await tx.query<{ user_id: number; first_name: string }>(
      // A possible duplicate awaiting review never gets the code: the mail signs the person into
      // the record staff trust (ADR 0024).
      `SELECT user_id, first_name FROM members m WHERE lower(email) = $1 AND ${notAwaitingReviewSql('m')}
        ORDER BY user_id LIMIT 1`,
      [email],
    );
    if (!m) return false;
    const issued = await issueCode(tx, config.codePepper, {
      purpose: 'member_sign_in',
      email,
      user_id: m.user_id,
      withLink: true,
    });
    const brand = await authMailBrand(tx, config);
    const mail = renderMemberSignInMail(
      {
        brand,
        code: issued.code,
        name: m.first_name,
        link: `${config.publicUrl}${brand.landing}/${STORE_PAGES.memberSignIn}/${issued.linkToken!}`,
      },
      lang,
    );
    await mailer.enqueue(tx, { kind: 'member_sign_in', to: email, ...mail });
    return true;
  });
  if (queued) mailer.kick();
  return { message: LINK_SENT };
};
