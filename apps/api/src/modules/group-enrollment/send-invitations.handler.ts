import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { countSubjectMails } from '../../kernel/limits/guard';
import { INVITATION_MAILS } from '../../kernel/limits/policy';
import { groupInvitationContext, sendInvitationMail } from './invitation-sender';
import { findInvitationTargets } from './invitations.repository';

/**
 * POST send-invitations (issue 20): personal links by mail, through the outbox (ADR 0005), each
 * in the employee's census language and the group store's brand. Every mail carries a new link
 * and revokes the older ones. Counted per group before anything is queued (INVITATION_MAILS).
 */
export const sendInvitations: Handler<'send-invitations'> = async ({
  db,
  req,
  reply,
  body,
  config,
  mailer,
}) => {
  const staff = await requireGroupAccess({ req, db }, 'invite-employees', body.group_id);
  const group = await groupInvitationContext(db, config, body.group_id);
  const targets = await findInvitationTargets(db, body.group_id, body.mode, body.census_ids);
  await countSubjectMails({ req, reply }, INVITATION_MAILS, `group:${body.group_id}`, targets.length);
  await db.transaction(async (tx) => {
    for (const e of targets)
      await sendInvitationMail(tx, config, mailer, group, e, body.mode, { account_id: staff.account_id });
  });
  if (targets.length) mailer.kick();
  return { sent: targets.length, skipped: (body.census_ids?.length ?? targets.length) - targets.length };
};
