import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { issueInvitationLink, INVITATION_DAYS } from '../../kernel/access/invitation-links';
import { countSubjectMails } from '../../kernel/limits/guard';
import { INVITATION_MAILS } from '../../kernel/limits/policy';
import { mailBrand, tenantForEnrollment } from '../../kernel/mail/mail-brand';
import { requireGroup } from '../../kernel/people/people.repository';
import { renderInvitationMail } from './invitation-mail';
import { recordInvitationEvent } from '../../kernel/census/invitation-events';
import { findInvitationTargets, groupContact, markSent } from './invitations.repository';

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
  const group = await requireGroup(db, body.group_id);
  const { agent_id } = (await groupContact(db, body.group_id))!;
  const targets = await findInvitationTargets(db, body.group_id, body.mode, body.census_ids);
  await countSubjectMails({ req, reply }, INVITATION_MAILS, `group:${body.group_id}`, targets.length);
  // The group's store brands the mail and its link opens under the store's landing path.
  const brand = mailBrand(
    await tenantForEnrollment(db, {
      open_type: 'group',
      eprocess: 'group',
      group_id: body.group_id,
      agent_id,
    }),
    config,
  );
  const expires = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    for (const e of targets) {
      const token = await issueInvitationLink(tx, e.census_id);
      // The census's language travels with the link, so the page opens in it (issue 32).
      const lang = e.lang === 'es' ? '?lang=es' : '';
      const link = `${config.publicUrl}${brand.landing ?? ''}/invitation/${token}${lang}`;
      const mail = renderInvitationMail(
        { brand, mode: body.mode, firstName: e.first_name, groupName: group.name, link, expires },
        e.lang,
      );
      await mailer.enqueue(tx, { kind: 'invitation', to: e.email, ...mail });
      await markSent(tx, e.census_id, body.mode);
      await recordInvitationEvent(tx, {
        census_id: e.census_id,
        kind: body.mode,
        account_id: staff.account_id,
      });
    }
  });
  if (targets.length) mailer.kick();
  return { sent: targets.length, skipped: (body.census_ids?.length ?? targets.length) - targets.length };
};
