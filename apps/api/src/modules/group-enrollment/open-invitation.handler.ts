import type { Handler } from '../../kernel/handler';
import {
  BIRTHDATE_TRIES,
  claimFirstOpening,
  holdsInvitation,
  invitationOf,
} from '../../kernel/access/invitation-links';
import { enterInvitation } from './invitation-entry';
import { groupContact } from './invitations.repository';
import { findInvitedEmployee } from './open-invitation.repository';

/**
 * POST open-invitation (issue 20, ADR 0021, ADR 0026): the employee opens their mailed link. The
 * first browser to open a live link is bound to the employee's enrollment (started or resumed);
 * that browser opening it again resumes it. Any other browser is answered `prove` with nothing
 * from the census (no name, birth date, zip or gender) until prove-invitation binds it. An
 * expired or revoked link answers whom to contact; an unknown one only that it is unknown.
 */
export const openInvitation: Handler<'open-invitation'> = async ({ db, req, reply, body }) => {
  const link = await invitationOf(db, body.token);
  const e = link && (await findInvitedEmployee(db, link.census_id));
  if (!link || !e) return { state: 'unknown' as const };
  const group = (await groupContact(db, e.group_id))!;
  const contact = { name: group.name, phone: group.phone, email: group.email };
  if (link.state !== 'live') return { state: link.state, contact };
  const mine = (await holdsInvitation(db, req, e.census_id)) || (await claimFirstOpening(db, body.token));
  if (!mine)
    return {
      state: 'prove' as const,
      group_name: group.name,
      code_only: link.birthdate_failures >= BIRTHDATE_TRIES,
      contact,
    };
  return enterInvitation(db, req, reply, e, group);
};
