import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { INVITATION_CODE_MINUTES, issueInvitationCode } from '../../kernel/access/invitation-codes';
import { invitationOf } from '../../kernel/access/invitation-links';
import { countAttempt } from '../../kernel/limits/guard';
import { INVITATION_CODE_MAIL } from '../../kernel/limits/policy';
import { mailBrand, tenantForEnrollment } from '../../kernel/mail/mail-brand';
import { renderInvitationCodeMail } from './invitation-code-mail';
import { groupContact } from './invitations.repository';
import { censusMailbox } from './open-invitation.repository';
import { WAIVE_REFUSED } from './waive-coverage.handler';

/**
 * POST send-invitation-code (ADR 0026): "E-mail me a code" in a browser that must prove it is the
 * employee. The code goes only to the census address (the answer names none), through the outbox;
 * requests are limited per client and employee (INVITATION_CODE_MAIL).
 */
export const sendInvitationCode: Handler<'send-invitation-code'> = async ({
  db,
  req,
  reply,
  body,
  config,
  mailer,
}) => {
  const link = await invitationOf(db, body.token);
  if (link?.state !== 'live') throw fieldError(403, 'token', WAIVE_REFUSED);
  await countAttempt({ req, reply }, INVITATION_CODE_MAIL, `census:${link.census_id}`);
  const to = (await censusMailbox(db, link.census_id))!;
  const group = (await groupContact(db, to.group_id))!;
  const brand = mailBrand(
    await tenantForEnrollment(db, {
      open_type: 'group',
      eprocess: 'group',
      group_id: group.group_id,
      agent_id: group.agent_id,
    }),
    config,
  );
  await db.transaction(async (tx) => {
    const code = await issueInvitationCode(tx, link.census_id, config.codePepper);
    const view = {
      brand,
      firstName: to.first_name,
      groupName: group.name,
      code,
      minutes: INVITATION_CODE_MINUTES,
    };
    await mailer.enqueue(tx, {
      kind: 'invitation',
      to: to.email,
      ...renderInvitationCodeMail(view, to.lang),
    });
  });
  mailer.kick();
  return { sent: true as const };
};
