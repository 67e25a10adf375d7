import type { Handler } from '../../http/handler';
import { invalid } from '../../http/errors';
import { normalizeEmail } from '../continue/code-hash';
import { consumeCode, consumeLink } from './auth-codes.repository';
import { memberPrincipal } from './principal';
import { startSession } from './sign-in.service';

export const LINK_NOT_VALID =
  'This sign-in link is not valid, was already used or has expired. Please ask for a new one.';
export const MEMBER_CODE_NOT_VALID = 'This code is not valid or has expired.';

/** The member's mailed link (token) or code (with the e-mail): single use; sets the member session. */
export const memberSignIn: Handler<'member-sign-in'> = async ({ db, body, config, req, reply }) => {
  const pepper = config.codePepper;
  const userId = await db.transaction(async (tx) => {
    if (body.token) return consumeLink(tx, pepper, body.token);
    if (!body.email) throw invalid('email', 'Please enter your e-mail');
    if (!body.code) throw invalid('code', 'Please enter your code');
    return (
      (await consumeCode(tx, pepper, 'member_sign_in', normalizeEmail(body.email), body.code))?.user_id ??
      undefined
    );
  });
  if (userId == null)
    throw body.token ? invalid('token', LINK_NOT_VALID) : invalid('code', MEMBER_CODE_NOT_VALID);
  const principal = await memberPrincipal(db, userId);
  if (!principal) throw invalid('token', LINK_NOT_VALID);
  return startSession({ db, req, reply }, { user_id: userId }, principal);
};
