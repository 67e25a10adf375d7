import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { normalizeEmail } from '../../kernel/crypto/code-hash';
import { countAttempt, trustDevice } from '../../kernel/limits/guard';
import { MEMBER_CODE } from '../../kernel/limits/policy';
import { consumeCode, consumeLink } from './auth-codes.repository';
import { memberPrincipal } from '../../kernel/access/principal';
import { startSession } from './sign-in.service';

export const LINK_NOT_VALID =
  'This sign-in link is not valid, was already used or has expired. Please ask for a new one.';
export const MEMBER_CODE_NOT_VALID = 'This code is not valid or has expired.';

/** Device cookies and counters of members are keyed by this subject. */
export const memberSubject = (email: string) => `member:${email}`;

/**
 * The member's mailed link (token) or code (with the e-mail): single use; sets the member session.
 * A typed code is counted first (limits/policy.ts); the 256-bit link cannot be guessed and is only
 * held by the per-client request limit.
 */
export const memberSignIn: Handler<'member-sign-in'> = async ({ db, body, config, req, reply }) => {
  const pepper = config.codePepper;
  let signedIn: { user_id: number; email: string } | undefined;
  if (body.token) signedIn = await db.transaction((tx) => consumeLink(tx, pepper, body.token!));
  else {
    if (!body.email) throw invalid('email', 'Please enter your e-mail');
    if (!body.code) throw invalid('code', 'Please enter your code');
    const email = normalizeEmail(body.email);
    const attempt = await countAttempt({ req, reply }, MEMBER_CODE, memberSubject(email));
    const owner = await db.transaction((tx) => consumeCode(tx, pepper, 'member_sign_in', email, body.code!));
    if (owner?.user_id != null) {
      await attempt.succeeded();
      signedIn = { user_id: owner.user_id, email };
    }
  }
  if (!signedIn) throw body.token ? invalid('token', LINK_NOT_VALID) : invalid('code', MEMBER_CODE_NOT_VALID);
  const principal = await memberPrincipal(db, signedIn.user_id);
  if (!principal) throw invalid('token', LINK_NOT_VALID);
  trustDevice({ req, reply }, memberSubject(signedIn.email));
  return startSession({ db, req, reply }, { user_id: signedIn.user_id }, principal);
};
