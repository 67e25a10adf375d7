import type { Handler } from '../../kernel/handler';
import { STORE_PAGES } from '../../http/store-pages';
import { renderMemberSignInMail } from './auth-mail';
import { MEMBER_MAIL } from '../../kernel/limits/policy';
import { memberSubject } from './member-sign-in.handler';
import { notAwaitingReviewSql } from '../../kernel/enrollment/member-match';
import { mailCode } from './mail-code';

export const LINK_SENT = 'If this e-mail belongs to a member, we sent it a sign-in link and code.';

/**
 * Members sign in without a password: a one-time link (and a code to type instead) goes to the
 * member's e-mail through the outbox. Same answer for every e-mail; how many
 * may be asked for is limited per client, per e-mail and per trusted device (limits/policy.ts).
 */
export const requestMemberSignIn: Handler<'request-member-sign-in'> = async (ctx) => {
  await mailCode(ctx, ctx.body.email, {
    purpose: 'member_sign_in',
    rule: MEMBER_MAIL,
    subject: memberSubject,
    withLink: true,
    find: async (tx, email) =>
      (
        await tx.query<{ user_id: number; first_name: string }>(
          // A possible duplicate awaiting review never gets the code: the mail signs the person into
          // the record staff trust (ADR 0024).
          `SELECT user_id, first_name FROM members m WHERE lower(email) = $1 AND ${notAwaitingReviewSql('m')}
            ORDER BY user_id LIMIT 1`,
          [email],
        )
      )[0],
    render: ({ brand, code, name, issued }, lang) =>
      renderMemberSignInMail(
        {
          brand,
          code,
          name,
          link: `${ctx.config.publicUrl}${brand.landing}/${STORE_PAGES.memberSignIn}/${issued.linkToken!}`,
        },
        lang,
      ),
  });
  return { message: LINK_SENT };
};
