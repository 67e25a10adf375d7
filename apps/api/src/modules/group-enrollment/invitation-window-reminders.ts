import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import { todayUtc, type IsoDate } from '../../kernel/enrollment-windows/calendar-days';
import { enrollmentStatus } from '../../kernel/enrollment-windows/enrollment-status.service';
import { claimReminder } from '../../kernel/enrollment-windows/life-events.repository';
import { currentPlanYear } from '../../kernel/enrollment-windows/open-enrollment';
import { DEFAULT_REMINDER_DAYS, reminderDue } from '../../kernel/enrollment-windows/reminder-schedule';
import { extensionsFor, planYearsOf } from '../../kernel/enrollment-windows/windows.repository';
import { repeatRound } from '../../kernel/jobs/repeat-round';
import type { Mailer } from '../../kernel/mail/mailer';
import { eligibleSql } from './census-status';
import { groupInvitationContext, sendInvitationMail, type GroupInvitationContext } from './invitation-sender';
import type { InvitationTarget } from './invitations.repository';

type Unfinished = InvitationTarget & { group_id: number; member_user_id: number | null };

/**
 * Employees invited and not finished (neither enrolled nor declined) of groups that keep a
 * calendar, who were not sent anything today (an administrator's reminder this morning counts).
 */
const unfinishedInvitations = (db: Queryable, today: IsoDate) =>
  db.query<Unfinished>(
    `SELECT c.census_id::int AS census_id, c.first_name, c.email, c.lang, c.group_id, c.member_user_id
       FROM census_employees c
      WHERE ${eligibleSql('c')} AND c.invited_at IS NOT NULL AND c.enrolled_at IS NULL AND c.waived_at IS NULL
        AND (c.invited_at AT TIME ZONE 'UTC')::date < $1::date
        AND (c.last_reminded_at IS NULL OR (c.last_reminded_at AT TIME ZONE 'UTC')::date < $1::date)
        AND EXISTS (SELECT 1 FROM group_plan_years y WHERE y.group_id = c.group_id)
      ORDER BY c.group_id, c.census_id`,
    [today],
  );

/** The group's schedule: its current plan year's days (the one open, else upcoming, else latest). */
async function scheduleOf(db: Queryable, groupId: number, today: IsoDate): Promise<readonly number[]> {
  const years = await planYearsOf(db, groupId);
  const ext = new Map<number, IsoDate | null>();
  for (const y of years) ext.set(y.planYearId, (await extensionsFor(db, y.planYearId, null)).group ?? null);
  return (
    currentPlanYear(years, today, (y) => ext.get(y.planYearId) ?? null)?.reminderDays ?? DEFAULT_REMINDER_DAYS
  );
}

/**
 * One round of the automatic reminders (issue 29, ADR 0034 "Automatic reminders"): every invited
 * employee who has not finished, whose own window (open enrollment or their new-hire window) closes
 * in one of the group's schedule days, gets a reminder with a new link, exactly as the
 * administrator's "Remind" sends it, recorded in the change history as the schedule's. Never twice
 * the same day: a send today by anyone skips the person, and the claim (enrollment_reminders, kind
 * 'invitation-window', per census row and day) is taken in the mail's transaction, so a second
 * round or instance sends nothing more.
 */
export async function runInvitationWindowReminders(
  db: Db,
  config: AppConfig,
  mailer: Pick<Mailer, 'enqueue' | 'kick'>,
  today: IsoDate = todayUtc(),
): Promise<{ reminded: number[] }> {
  const reminded: number[] = [];
  const schedules = new Map<number, readonly number[]>();
  const groups = new Map<number, GroupInvitationContext>();
  for (const e of await unfinishedInvitations(db, today)) {
    if (!schedules.has(e.group_id)) schedules.set(e.group_id, await scheduleOf(db, e.group_id, today));
    const status = await enrollmentStatus(db, {
      groupId: e.group_id,
      censusId: e.census_id,
      memberUserId: e.member_user_id,
      today,
    });
    if (!reminderDue(status, schedules.get(e.group_id)!)) continue;
    if (!groups.has(e.group_id)) groups.set(e.group_id, await groupInvitationContext(db, config, e.group_id));
    await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, 'invitation-window', `census:${e.census_id}`, today))) return;
      await sendInvitationMail(tx, config, mailer, groups.get(e.group_id)!, e, 'remind', {
        account_id: null,
        detail: 'automatic',
      });
      reminded.push(e.census_id);
    });
  }
  if (reminded.length) mailer.kick();
  return { reminded };
}

/** Runs a round every LIFE_EVENT_DEADLINES_INTERVAL_MS (the calendar's jobs share one pace). */
export const startInvitationReminderSchedule = (
  db: Db,
  config: AppConfig,
  mailer: Mailer,
  log: Parameters<typeof repeatRound>[3],
): (() => Promise<void>) =>
  repeatRound(
    'invitation reminders',
    config.lifeEventDeadlinesIntervalMs,
    () => runInvitationWindowReminders(db, config, mailer),
    log,
  );
