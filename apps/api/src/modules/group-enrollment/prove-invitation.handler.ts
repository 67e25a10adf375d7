import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { consumeInvitationCode } from '../../kernel/access/invitation-codes';
import { BIRTHDATE_TRIES, countBirthdateFailure, invitationOf } from '../../kernel/access/invitation-links';
import { countAttempt } from '../../kernel/limits/guard';
import { INVITATION_PROOF } from '../../kernel/limits/policy';
import { enterInvitation } from './invitation-entry';
import { groupContact } from './invitations.repository';
import { findInvitedEmployee } from './open-invitation.repository';
import { WAIVE_REFUSED } from './waive-coverage.handler';

export const BIRTHDATE_MISMATCH = 'This date of birth does not match our records.';
export const CODE_ONLY = 'Too many wrong dates of birth were entered. Please ask for a code by e-mail.';
export const CODE_WRONG = 'This code is not right or has expired. Please ask for a new one.';

/**
 * POST prove-invitation (ADR 0026): a browser other than the first to open the link proves it is
 * the employee, by the census birth date (typed, never shown; a few wrong ones per link and only
 * the code works) or the code mailed to the census address. Counted per client and employee
 * before anything is compared (INVITATION_PROOF). On success the browser is bound like the first
 * and answered the open invitation.
 */
export const proveInvitation: Handler<'prove-invitation'> = async ({ db, req, reply, body, config }) => {
  const link = await invitationOf(db, body.token);
  const e = link?.state === 'live' ? await findInvitedEmployee(db, link.census_id) : undefined;
  if (!link || !e) throw fieldError(403, 'token', WAIVE_REFUSED);
  const attempt = await countAttempt({ req, reply }, INVITATION_PROOF, `census:${e.census_id}`);
  if (body.birthdate != null) {
    if (link.birthdate_failures >= BIRTHDATE_TRIES) throw fieldError(400, 'birthdate', CODE_ONLY);
    if (body.birthdate !== e.dob) {
      await countBirthdateFailure(db, body.token);
      throw fieldError(400, 'birthdate', BIRTHDATE_MISMATCH);
    }
  } else if (!(await consumeInvitationCode(db, e.census_id, body.code ?? '', config.codePepper))) {
    throw fieldError(400, 'code', CODE_WRONG);
  }
  await attempt.succeeded();
  return enterInvitation(db, req, reply, e, (await groupContact(db, e.group_id))!);
};
