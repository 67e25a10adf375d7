import type { Language } from '@bs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import { normalizeEmail } from '../../kernel/crypto/code-hash';
import { countAttempt } from '../../kernel/limits/guard';
import type { Rule } from '../../kernel/limits/policy';
import type { MailBrand, RenderedMail } from '../../kernel/mail/layout';
import type { Mailer } from '../../kernel/mail/mailer';
import { authMailBrand } from './auth-mail';
import { issueCode, type CodePurpose, type IssuedCode } from './auth-codes.repository';

/** The person a code is for, as the request's lookup finds them. */
export type CodeOwnerRow = { account_id?: number; user_id?: number; first_name: string };

/**
 * What a mailed-code request (member sign-in, password reset) does differently: its attempt rule
 * and subject, whom an e-mail belongs to, and the mail it sends.
 */
export type MailCodeRequest = {
  purpose: CodePurpose;
  rule: Rule;
  subject: (email: string) => string;
  find: (tx: Queryable, email: string) => Promise<CodeOwnerRow | undefined>;
  withLink: boolean;
  render: (
    v: { brand: MailBrand; code: string; name: string; issued: IssuedCode },
    lang: Language,
  ) => RenderedMail;
};

/**
 * Mails a one-time code (and link) through the outbox to the owner of an e-mail, if any. Every
 * e-mail is counted, known or not, and the caller answers the same either way, so neither a 429
 * nor the answer says who has an account.
 */
export async function mailCode(
  ctx: {
    db: Db;
    config: AppConfig;
    mailer: Mailer;
    lang: Language;
    req: FastifyRequest;
    reply: FastifyReply;
  },
  rawEmail: string,
  r: MailCodeRequest,
): Promise<void> {
  const { db, config, mailer, lang } = ctx;
  const email = normalizeEmail(rawEmail);
  await countAttempt(ctx, r.rule, r.subject(email));
  const queued = await db.transaction(async (tx) => {
    const owner = await r.find(tx, email);
    if (!owner) return false;
    const issued = await issueCode(tx, config.codePepper, {
      purpose: r.purpose,
      email,
      account_id: owner.account_id,
      user_id: owner.user_id,
      withLink: r.withLink,
    });
    const brand = await authMailBrand(tx, config);
    const mail = r.render({ brand, code: issued.code, name: owner.first_name, issued }, lang);
    await mailer.enqueue(tx, { kind: r.purpose, to: email, ...mail });
    return true;
  });
  if (queued) mailer.kick();
}
