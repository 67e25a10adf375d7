import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, requireGroupAccess, requirePrincipal } from '../../kernel/access/access';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import { decideEvent, eventById } from '../../kernel/enrollment-windows/life-events.repository';
import { catalogue } from '../../kernel/enrollment-windows/life-event-kinds.repository';
import { mailBrand, tenantForEnrollment } from '../../kernel/mail/mail-brand';
import { renderDecisionMail } from './life-event-decision-mail';

export const ALREADY_DECIDED = 'This life event was already decided.';

/**
 * POST decide-life-event (issue 29): the group's administrator or rep approves or denies a pending
 * event with a reason (sealed), once: a second decision, or one on an expired event, is 409 and
 * changes nothing. In the same transaction the change history gets its row and the employee's
 * e-mail is queued in the outbox (census address and language), sent after the commit. An unknown
 * event answers 403 like another group's (access rule 'decide-life-events').
 */
export const decideLifeEvent: Handler<'decide-life-event'> = async ({ db, req, body, config, mailer }) => {
  const ctx = { req, db };
  await requirePrincipal(ctx);
  const event = await eventById(db, body.event_id);
  if (!event) throw fieldError(403, 'session', NOT_ALLOWED);
  const principal = await requireGroupAccess(ctx, 'decide-life-events', event.groupId);
  const result = await db.transaction(async (tx) => {
    const decided = await decideEvent(tx, config.dataKey, event.eventId, {
      status: body.decision,
      reason: body.reason,
      by: principal.account_id!,
    });
    if (!decided) throw fieldError(409, 'event_id', ALREADY_DECIDED);
    const [person] = await tx.query<{
      email: string;
      first_name: string;
      lang: 'en' | 'es';
      user_id: number | null;
    }>(
      `SELECT c.email, c.first_name, c.lang, coalesce(c.member_user_id, $2::int) AS user_id
         FROM (SELECT 1) one LEFT JOIN census_employees c ON c.census_id = $1`,
      [event.censusId, event.memberUserId],
    );
    await recordCalendarChange(
      tx,
      person?.user_id ?? event.memberUserId,
      'life-event',
      {
        before: { status: 'pending' },
        after: {
          group_id: event.groupId,
          census_id: event.censusId,
          event_id: event.eventId,
          kind: event.kind,
          event_date: event.eventDate,
          status: body.decision,
          decision_reason: body.reason,
        },
      },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    const address =
      person?.email ??
      (event.memberUserId === null
        ? undefined
        : (
            await tx.query<{ email: string; first_name: string }>(
              'SELECT email, first_name FROM members WHERE user_id = $1',
              [event.memberUserId],
            )
          )[0]);
    if (address) {
      const lang = person?.lang ?? 'en';
      const [group] = await tx.query<{ group_id: number; agent_id: number; name: string }>(
        'SELECT group_id, agent_id, name FROM groups WHERE group_id = $1',
        [event.groupId],
      );
      const kind = (await catalogue(tx, lang)).find((k) => k.kind === event.kind);
      const brand = mailBrand(
        await tenantForEnrollment(tx, {
          open_type: 'group',
          eprocess: 'group',
          group_id: group!.group_id,
          agent_id: group!.agent_id,
        }),
        config,
      );
      const to = typeof address === 'string' ? { email: address, first_name: person!.first_name } : address;
      await mailer.enqueue(tx, {
        kind: 'life_event',
        to: to.email,
        ...renderDecisionMail(
          {
            brand,
            firstName: to.first_name,
            groupName: group!.name,
            kindLabel: kind?.label ?? event.kind,
            eventDate: event.eventDate,
            decision: body.decision,
            reason: body.reason,
            effectiveOn: event.effectiveOn,
          },
          lang,
        ),
      });
    }
    return { event_id: event.eventId, status: body.decision };
  });
  mailer.kick();
  return result;
};
