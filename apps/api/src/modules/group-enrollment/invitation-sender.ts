import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { issueInvitationLink, INVITATION_DAYS } from '../../kernel/access/invitation-links';
import { recordInvitationEvent } from '../../kernel/census/invitation-events';
import { mailBrand, tenantForEnrollment } from '../../kernel/mail/mail-brand';
import type { MailBrand } from '../../kernel/mail/layout';
import type { Mailer } from '../../kernel/mail/mailer';
import { requireGroup } from '../../kernel/people/people.repository';
import { renderInvitationMail } from './invitation-mail';
import { groupContact, markSent, type InvitationTarget } from './invitations.repository';

/** What every invitation of one group shares: the group's name and its store's brand and path. */
export type GroupInvitationContext = { groupName: string; brand: MailBrand };

export async function groupInvitationContext(
  db: Queryable,
  config: AppConfig,
  groupId: number,
): Promise<GroupInvitationContext> {
  const group = await requireGroup(db, groupId);
  const { agent_id } = (await groupContact(db, groupId))!;
  // The group's store brands the mail and its link opens under the store's landing path.
  const tenant = await tenantForEnrollment(db, {
    open_type: 'group',
    eprocess: 'group',
    group_id: groupId,
    agent_id,
  });
  return { groupName: group.name, brand: mailBrand(tenant, config) };
}

/**
 * One invitation or reminder, in the caller's transaction: a new personal link (which revokes the
 * older ones), the mail through the outbox in the census language, the row marked, and the event
 * in the change history with who sent it (a staff account, or none with `detail` 'automatic' for
 * the reminder schedule).
 */
export async function sendInvitationMail(
  tx: Queryable,
  config: AppConfig,
  mailer: Pick<Mailer, 'enqueue'>,
  group: GroupInvitationContext,
  target: InvitationTarget,
  mode: 'invite' | 'remind',
  by: { account_id: number | null; detail?: string },
): Promise<void> {
  const expires = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const token = await issueInvitationLink(tx, target.census_id);
  // The census's language travels with the link, so the page opens in it (issue 32).
  const lang = target.lang === 'es' ? '?lang=es' : '';
  const link = `${config.publicUrl}${group.brand.landing ?? ''}/invitation/${token}${lang}`;
  const mail = renderInvitationMail(
    { brand: group.brand, mode, firstName: target.first_name, groupName: group.groupName, link, expires },
    target.lang,
  );
  await mailer.enqueue(tx, { kind: 'invitation', to: target.email, ...mail });
  await markSent(tx, target.census_id, mode);
  await recordInvitationEvent(tx, {
    census_id: target.census_id,
    kind: mode,
    account_id: by.account_id,
    detail: by.detail ?? null,
  });
}
