import type { Language } from '@bs/domain';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import type { StoredEvent } from '../../kernel/enrollment-windows/life-events.repository';
import type { MailBrand } from '../../kernel/mail/layout';
import { mailBrand, tenantForEnrollment } from '../../kernel/mail/mail-brand';

export type LifeEventRecipient = {
  email: string;
  firstName: string;
  lang: Language;
  /** The member the change history names (the census row's member, else the event's). */
  userId: number | null;
  groupName: string;
  brand: MailBrand;
};

/**
 * Who is told about a life event, and in which language and brand: the census row's address and
 * language (the invitation's), else the member's address in English; null when neither has one.
 */
export async function lifeEventRecipient(
  db: Queryable,
  config: AppConfig,
  event: Pick<StoredEvent, 'censusId' | 'memberUserId' | 'groupId'>,
): Promise<LifeEventRecipient | null> {
  const [person] = await db.query<{ email: string | null; first_name: string; lang: Language | null }>(
    `SELECT coalesce(c.email, m.email) AS email, coalesce(c.first_name, m.first_name) AS first_name, c.lang
       FROM (SELECT 1) one
       LEFT JOIN census_employees c ON c.census_id = $1
       LEFT JOIN members m ON m.user_id = $2`,
    [event.censusId, event.memberUserId],
  );
  if (!person?.email) return null;
  const [linked] = await db.query<{ user_id: number | null }>(
    'SELECT member_user_id AS user_id FROM census_employees WHERE census_id = $1',
    [event.censusId],
  );
  const [group] = await db.query<{ group_id: number; agent_id: number; name: string }>(
    'SELECT group_id, agent_id, name FROM groups WHERE group_id = $1',
    [event.groupId],
  );
  const brand = mailBrand(
    await tenantForEnrollment(db, {
      open_type: 'group',
      eprocess: 'group',
      group_id: group!.group_id,
      agent_id: group!.agent_id,
    }),
    config,
  );
  return {
    email: person.email,
    firstName: person.first_name,
    lang: person.lang ?? 'en',
    userId: linked?.user_id ?? event.memberUserId,
    groupName: group!.name,
    brand,
  };
}
