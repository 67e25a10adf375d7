import type { History } from '@bs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DRIVERS, startTestApp, withHeaders, type TestCtx } from '../../../test/harness';
import { GROUP_4200_ADMIN, insertCensus, sessionOf, tokenIn } from '../../../test/census';
import { post } from '../../../test/wizard';
import { savePlanYear } from '../../kernel/enrollment-windows/windows.repository';
import { enqueueMail } from '../../kernel/mail/outbox.repository';
import { runInvitationWindowReminders } from './invitation-window-reminders';

/**
 * Issue 29's automatic reminders (ADR 0034, "Automatic reminders") on a database of their own per
 * driver: Summit (group 4200) keeps a 2032 plan year whose open enrollment closes on 31 October
 * 2031, with the schedule 7 and 2 days before; the round is run as of chosen days.
 */
for (const driver of DRIVERS) {
  describe(`automatic invitation reminders [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    let admin: TestCtx;
    const mailer = {
      enqueue: (tx: never, m: never) => enqueueMail(tx, m, 'pending'),
      kick: () => undefined,
    };
    const run = (day: string) => runInvitationWindowReminders(app.db, app.config, mailer, day);
    const mailsTo = (id: number) =>
      app.db.query<{ subject: string; text: string }>(
        `SELECT o.subject, o.text FROM outbox o JOIN census_employees c ON c.email = o.to_address
          WHERE o.kind = 'invitation' AND c.census_id = $1 ORDER BY o.id`,
        [id],
      );

    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver, { lifeEventDeadlinesIntervalMs: 0 }));
      admin = withHeaders(app, await sessionOf(app.db, GROUP_4200_ADMIN));
      await savePlanYear(
        app.db,
        4200,
        {
          startsOn: '2032-01-01',
          endsOn: '2032-12-31',
          opensOn: '2031-10-01',
          closesOn: '2031-10-31',
          coverageStartsOn: '2032-01-01',
          reminderDays: [7, 2],
        },
        null,
      );
    }, 60_000);
    afterAll(() => close());

    it('reminds the unfinished on the schedule days only, once a day, with a new link, in their language', async () => {
      const [unfinished, spanish, enrolled, waived, uninvited] = await insertCensus(app.db, 4200, [
        { first_name: 'Petra' },
        { first_name: 'Rosa', lang: 'es' },
        { first_name: 'Enzo' },
        { first_name: 'Wade' },
        { first_name: 'Uri' },
      ]);
      const sent = await post(admin, 'send-invitations', {
        group_id: 4200,
        mode: 'invite',
        census_ids: [unfinished, spanish, enrolled, waived],
      });
      expect(sent.body.data).toEqual({ sent: 4, skipped: 0 });
      await app.db.query(`UPDATE census_employees SET enrolled_at = now() WHERE census_id = $1`, [enrolled]);
      await app.db.query(
        `UPDATE census_employees SET waived_at = now(), waive_reason = 'cost' WHERE census_id = $1`,
        [waived],
      );
      const firstLink = tokenIn((await mailsTo(unfinished!))[0]!.text)!;

      // 8 days before the window closes: nothing; 7 days: the two unfinished; the same day again: nothing.
      expect((await run('2031-10-23')).reminded).toEqual([]);
      expect((await run('2031-10-24')).reminded.sort()).toEqual([unfinished, spanish].sort());
      expect((await run('2031-10-24')).reminded).toEqual([]);
      expect((await run('2031-10-25')).reminded).toEqual([]);
      for (const id of [enrolled!, waived!, uninvited!])
        expect((await mailsTo(id)).length).toBe(id === uninvited ? 0 : 1);

      const [, reminder] = await mailsTo(unfinished!);
      expect(reminder!.subject).toBe('Reminder: choose your benefits with Summit Hospitality Group');
      expect((await mailsTo(spanish!))[1]!.subject).toBe(
        'Recordatorio: elija sus beneficios con Summit Hospitality Group',
      );
      // The reminder's link opens the enrollment; the first link was revoked by it.
      const token = tokenIn(reminder!.text)!;
      expect((await post(app, 'open-invitation', { token })).body.data).toMatchObject({ state: 'open' });
      expect((await post(app, 'open-invitation', { token: firstLink })).body.data.state).toBe('revoked');

      // An administrator's reminder on a schedule day counts: the schedule sends nothing more that day.
      await app.db.query(
        `UPDATE census_employees SET last_reminded_at = '2031-10-29T08:00:00Z' WHERE census_id = $1`,
        [spanish],
      );
      expect((await run('2031-10-29')).reminded).toEqual([unfinished]);
      // After the window closed nobody is reminded.
      expect((await run('2031-11-01')).reminded).toEqual([]);
    }, 60_000);

    it('is in the change history as the schedule, read by the group administrator', async () => {
      const [id] = await insertCensus(app.db, 4200, [{ first_name: 'Hana' }]);
      await post(admin, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [id] });
      expect((await run('2031-10-24')).reminded).toEqual([id]);
      const token = tokenIn((await mailsTo(id!))[1]!.text)!;
      const opened = (await post(app, 'open-invitation', { token })).body.data;
      const history = (
        await admin.call({ url: api(`get-enrollment-history?enrollment_id=${opened.temp_enrollment_id}`) })
      ).body.data as History;
      const story = history.rows
        .filter((r) => r.step === 'invitation')
        .map((r) => [r.action, r.person.role])
        .reverse();
      expect(story).toEqual([
        ['invite', 'group_admin'],
        ['remind', 'schedule'],
        ['open', 'applicant'],
      ]);
    }, 60_000);

    it("follows the group's schedule and saves it from the settings call", async () => {
      const saved = await post(admin, 'save-plan-year', {
        group_id: 4200,
        starts_on: '2032-01-01',
        ends_on: '2032-12-31',
        oe_opens_on: '2031-10-01',
        oe_closes_on: '2031-10-31',
        coverage_starts_on: '2032-01-01',
        reminder_days: [0, 14, 14],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.reminder_days).toEqual([14, 0]);
      const [id] = await insertCensus(app.db, 4200, [{ first_name: 'Ines' }]);
      await post(admin, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [id] });
      expect((await run('2031-10-24')).reminded).not.toContain(id);
      expect((await run('2031-10-17')).reminded).toContain(id);
      expect((await run('2031-10-31')).reminded).toContain(id);
      const tooMany = await post(admin, 'save-plan-year', {
        group_id: 4200,
        starts_on: '2032-01-01',
        ends_on: '2032-12-31',
        oe_opens_on: '2031-10-01',
        oe_closes_on: '2031-10-31',
        coverage_starts_on: '2032-01-01',
        reminder_days: [61],
      });
      expect(tooMany.status).toBe(400);
      expect(JSON.stringify(tooMany.body)).toContain('Please choose days from 0 to 60.');
    }, 60_000);
  });
}
