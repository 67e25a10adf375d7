import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { t } from '../../i18n/messages';
import { recordScheduledChange } from '../../kernel/enrollment/audit.repository';
import { todayUtc, type IsoDate } from '../../kernel/enrollment-windows/calendar-days';
import {
  claimReminder,
  documentsDueSoon,
  eventById,
  expireOverdue,
  setExpiryReason,
  type StoredEvent,
} from '../../kernel/enrollment-windows/life-events.repository';
import { catalogue } from '../../kernel/enrollment-windows/life-event-kinds.repository';
import { DOCUMENT_MISSING } from '../../kernel/enrollment-windows/window-messages';
import type { Mailer } from '../../kernel/mail/mailer';
import { repeatRound } from '../../kernel/jobs/repeat-round';
import type { Queryable } from '../../db';
import { renderDocumentReminder, renderExpiredMail } from './life-event-deadline-mail';
import { lifeEventRecipient } from './life-event-recipient';

/** How many days before a required document is due its one reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;

type Ran = { reminded: number[]; expired: number[] };

const kindLabel = async (db: Queryable, kind: string, lang: 'en' | 'es') =>
  (await catalogue(db, lang)).find((k) => k.kind === kind)?.label ?? kind;

/**
 * One round of the life-event deadline job (issue 29, ADR 0034), safe with any number of
 * instances and rounds, each step in its own transaction:
 * 1. expire: every pending event whose required document did not arrive by its day is expired
 *    the day after (one UPDATE: whichever instance takes a row is the only one that gets its id),
 *    its reason sealed on the event, a change-history row written and the employee e-mailed with
 *    the reason in their language, all in that transaction;
 * 2. remind: every pending event still missing a required document due within
 *    REMINDER_DAYS_BEFORE days gets one reminder, ever: the claim's key is the event and its due
 *    day (enrollment_reminders, kind 'documents-due'), so a second round, a second instance or the
 *    next day sends nothing more.
 */
export async function runLifeEventDeadlines(
  db: Db,
  config: AppConfig,
  mailer: Pick<Mailer, 'enqueue' | 'kick'>,
  who: string,
  today: IsoDate = todayUtc(),
): Promise<Ran> {
  const ran: Ran = { reminded: [], expired: [] };
  await db.transaction(async (tx) => {
    for (const id of await expireOverdue(tx, today)) {
      const e = (await eventById(tx, id))!;
      await expire(tx, config, mailer, e, who);
      ran.expired.push(id);
    }
  });
  for (const e of await documentsDueSoon(db, today, REMINDER_DAYS_BEFORE))
    await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, 'documents-due', `event:${e.eventId}`, e.documentsDueOn!))) return;
      const to = await lifeEventRecipient(tx, config, e);
      if (!to) return;
      await mailer.enqueue(tx, {
        kind: 'life_event',
        to: to.email,
        ...renderDocumentReminder(
          {
            brand: to.brand,
            firstName: to.firstName,
            groupName: to.groupName,
            kindLabel: await kindLabel(tx, e.kind, to.lang),
            eventDate: e.eventDate,
            dueOn: e.documentsDueOn!,
          },
          to.lang,
        ),
      });
      ran.reminded.push(e.eventId);
    });
  if (ran.expired.length || ran.reminded.length) mailer.kick();
  return ran;
}

async function expire(
  tx: Queryable,
  config: AppConfig,
  mailer: Pick<Mailer, 'enqueue'>,
  e: StoredEvent,
  who: string,
) {
  const reasonEn = t('en', DOCUMENT_MISSING, { due: e.documentsDueOn ?? e.deadline });
  await setExpiryReason(tx, config.dataKey, e.eventId, reasonEn);
  const to = await lifeEventRecipient(tx, config, e);
  await recordScheduledChange(
    tx,
    to?.userId ?? e.memberUserId,
    'life-event',
    {
      before: { status: 'pending' },
      after: {
        group_id: e.groupId,
        census_id: e.censusId,
        event_id: e.eventId,
        kind: e.kind,
        event_date: e.eventDate,
        status: 'expired',
        decision_reason: reasonEn,
      },
    },
    { key: config.dataKey, groupId: e.groupId, who },
  );
  if (!to) return;
  await mailer.enqueue(tx, {
    kind: 'life_event',
    to: to.email,
    ...renderExpiredMail(
      {
        brand: to.brand,
        firstName: to.firstName,
        groupName: to.groupName,
        kindLabel: await kindLabel(tx, e.kind, to.lang),
        eventDate: e.eventDate,
        reason: t(to.lang, DOCUMENT_MISSING, { due: e.documentsDueOn ?? e.deadline }),
      },
      to.lang,
    ),
  });
}

/** Runs a round every `intervalMs` until stopped; a failed round is logged and retried next time. */
export const startLifeEventDeadlineSchedule = (
  db: Db,
  config: AppConfig,
  mailer: Mailer,
  log: Parameters<typeof repeatRound>[3],
  who: string,
): (() => Promise<void>) =>
  repeatRound(
    'life-event deadlines',
    config.lifeEventDeadlinesIntervalMs,
    () => runLifeEventDeadlines(db, config, mailer, who),
    log,
  );
