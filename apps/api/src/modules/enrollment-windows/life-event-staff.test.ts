import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { until } from '../../../test/api-process';
import { insertCensus } from '../../../test/census';
import { everyRole } from '../../../test/roles';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';
import { get, post } from '../../../test/wizard';
import { openJson } from '../../kernel/crypto/data-key';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { reportEvent } from '../../kernel/enrollment-windows/life-events.repository';
import { enqueueMail } from '../../kernel/mail/outbox.repository';
import { runLifeEventDeadlines } from './life-event-deadlines';

/**
 * Issue 29's staff side (ADR 0034, "Documents, group rules and deadlines"), on a seeded database of
 * its own per driver and a real SMTP peer: a life event's document opened as an attachment by who
 * may (per role), the group's waiting period and kinds saved (per role, recorded) and a kind turned
 * off refused to the employee, and the deadline job's one reminder and its refusal with the reason.
 */
for (const driver of DRIVERS) {
  describe(`life events for staff [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const peer = smtpPeer();
    const as: Record<string, TestCtx> = {};
    const today = todayUtc();

    beforeAll(async () => {
      const port = await freePort();
      await peer.listen(port);
      ({ ctx: app, close } = await startTestApp(driver, {
        ...mailingTo(port),
        lifeEventDeadlinesIntervalMs: 0,
      }));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(async () => {
      await close();
      await peer.close();
    });

    const open = (ctx: TestCtx, id: number | string) =>
      ctx.call({ method: 'GET', url: `/life-event-documents/${id}` });

    it("opens Carla's birth certificate as an attachment for Lakeside's administrator, its rep and the platform administrator only", async () => {
      const due = await get(as.admin4100, 'get-life-event-follow-up', { group_id: 4100 });
      const birth = due.body.data.items.find((i: { kind: string }) => i.kind === 'birth');
      expect(birth.files).toHaveLength(1);
      const file = birth.files[0];
      expect(file).toMatchObject({
        content_type: 'application/pdf',
        url: `/life-event-documents/${file.document_id}`,
      });
      for (const who of ['admin4100', 'rep20417', 'platform']) {
        const r = await open(as[who]!, file.document_id);
        expect(r.status, who).toBe(200);
        expect(r.headers['content-disposition'], who).toMatch(/^attachment; filename="/);
        expect(r.headers['content-disposition']).toContain(file.file_name.replace(/[^\w. -]/g, '_'));
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['content-type']).toBe('application/pdf');
        expect(r.headers['cache-control']).toBe('no-store');
        expect(String(r.body).startsWith('%PDF-')).toBe(true);
      }
      for (const who of ['group77', 'rep10109', 'member'])
        expect((await open(as[who]!, file.document_id)).status, who).toBe(403);
      expect(
        (await app.call({ method: 'GET', url: `/life-event-documents/${file.document_id}`, stranger: true }))
          .status,
      ).toBe(401);
      // An id that does not exist, or is not an id, answers like another group's.
      expect((await open(as.platform, 987654321)).status).toBe(403);
      expect((await open(as.platform, '1%20OR%201')).status).toBe(403);
    });

    it('save-waiting-period: the group administrator, the rep and the platform administrator, recorded; the new hire’s dates follow', async () => {
      // Lakeside (4100): its window is closed, so a new hire's own window is what counts.
      const body = { group_id: 4100, rule: 'after-days', days: 60, election_days: 30 };
      for (const who of ['group77', 'rep10109', 'member'])
        expect((await post(as[who]!, 'save-waiting-period', body)).status, who).toBe(403);
      expect(
        (
          await app.call({
            method: 'POST',
            url: '/api/v1/save-waiting-period',
            payload: body,
            stranger: true,
          })
        ).status,
      ).toBe(401);
      expect((await post(as.rep20417, 'save-waiting-period', { ...body, days: 30 })).status).toBe(200);
      expect((await post(as.platform, 'save-waiting-period', { ...body, days: 45 })).status).toBe(200);
      const saved = await post(as.admin4100, 'save-waiting-period', body);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ rule: 'after-days', days: 60, election_days: 30 });
      const tooLong = await post(as.admin4100, 'save-waiting-period', {
        ...body,
        rule: 'first-of-month-after',
        days: 61,
      });
      expect(tooLong.status).toBeGreaterThanOrEqual(400);
      expect(tooLong.body.data[0].target_element).toBe('days');
      const [history] = await app.db.query<{ snapshot_enc: string }>(
        `SELECT snapshot_enc FROM enrollment_audit WHERE section = 'waiting-period' ORDER BY at DESC LIMIT 1`,
      );
      expect(openJson(history!.snapshot_enc, app.config.dataKey)).toMatchObject({
        before: { rule: 'after-days', days: 45 },
        after: { group_id: 4100, rule: 'after-days', days: 60 },
      });
      // A new hire starting in 5 days: may enroll from the hire date, covered 60 days after it.
      const [omar] = await insertCensus(app.db, 4100, [{ first_name: 'Omar' }]);
      const hired = addDays(today, 5);
      await app.db.query('UPDATE census_employees SET hire_date = $2 WHERE census_id = $1', [omar, hired]);
      const status = await get(as.admin4100, 'get-enrollment-status', { group_id: 4100, census_id: omar! });
      expect(status.body.data).toMatchObject({
        reason: 'new-hire-upcoming',
        opens_on: hired,
        coverage_starts_on: addDays(hired, 60),
      });
    });

    it('save-life-event-kinds: turns a kind off for the group (recorded); reporting it is refused beside `kind`', async () => {
      const body = { group_id: 4100, kinds: [{ kind: 'move', enabled: false }] };
      for (const who of ['group77', 'rep10109', 'member'])
        expect((await post(as[who]!, 'save-life-event-kinds', body)).status, who).toBe(403);
      expect((await post(as.platform, 'save-life-event-kinds', body)).status).toBe(200);
      const saved = await post(as.admin4100, 'save-life-event-kinds', {
        group_id: 4100,
        kinds: [{ kind: 'marriage', enabled: false }],
      });
      expect(saved.status).toBe(200);
      const kinds = saved.body.data.life_event_kinds as { kind: string; enabled: boolean }[];
      expect(kinds.find((k) => k.kind === 'marriage')?.enabled).toBe(false);
      expect(kinds.find((k) => k.kind === 'birth')?.enabled).toBe(true);
      const unknown = await post(as.rep20417, 'save-life-event-kinds', {
        group_id: 4100,
        kinds: [{ kind: 'lottery-win', enabled: true }],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.data[0].target_element).toBe('kinds');
      const [history] = await app.db.query<{ snapshot_enc: string }>(
        `SELECT snapshot_enc FROM enrollment_audit WHERE section = 'life-event-kinds' ORDER BY at DESC LIMIT 1`,
      );
      const change = openJson<{ before: { offered: string[] }; after: { offered: string[] } }>(
        history!.snapshot_enc,
        app.config.dataKey,
      );
      expect(change.before.offered).toContain('marriage');
      expect(change.after.offered).not.toContain('marriage');
      const [census] = await insertCensus(app.db, 4100, [{ first_name: 'Omar' }]);
      const refused = await reportEvent(app.db, {
        groupId: 4100,
        censusId: census!,
        memberUserId: null,
        kind: 'marriage',
        eventDate: addDays(today, -2),
        today,
        by: { kind: 'invitation', id: null },
      });
      expect(refused).toEqual({ ok: false, reason: 'kind-not-offered' });
      const es = await post(
        as.member,
        'report-life-event',
        { kind: 'marriage', event_date: today },
        { 'accept-language': 'es' },
      );
      // Member 5001 is in Northwind, which still offers marriage: only Lakeside turned it off.
      expect(es.status).toBe(200);
    });

    it('the deadline job reminds once before a missing document is due and refuses the event the day after, with the reason', async () => {
      const [ana] = await insertCensus(app.db, 77, [{ first_name: 'Ana', lang: 'es' }]);
      const [email] = (
        await app.db.query<{ email: string }>('SELECT email FROM census_employees WHERE census_id = $1', [
          ana,
        ])
      ).map((r) => r.email);
      const r = await reportEvent(app.db, {
        groupId: 77,
        censusId: ana!,
        memberUserId: null,
        kind: 'birth',
        eventDate: addDays(today, -1),
        today,
        by: { kind: 'invitation', id: null },
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      const dueOn = r.documentsDueOn!;
      // Queued as the app's mailer queues them; its outbox worker (100 ms) sends them to the peer.
      const mailer = {
        enqueue: (tx: never, m: never) => enqueueMail(tx, m, 'pending'),
        kick: () => undefined,
      };
      const run = (day: string) => runLifeEventDeadlines(app.db, app.config, mailer, 'test', day);
      // Four days before: nothing yet; three days before: the one reminder; again and the next day: nothing.
      expect((await run(addDays(dueOn, -4))).reminded).not.toContain(r.eventId);
      expect((await run(addDays(dueOn, -3))).reminded).toContain(r.eventId);
      expect((await run(addDays(dueOn, -3))).reminded).not.toContain(r.eventId);
      expect((await run(addDays(dueOn, -2))).reminded).not.toContain(r.eventId);
      // On the day itself it is still pending; the day after it is refused.
      expect((await run(dueOn)).expired).not.toContain(r.eventId);
      const after = await run(addDays(dueOn, 1));
      expect(after.expired).toContain(r.eventId);
      expect((await run(addDays(dueOn, 2))).expired).not.toContain(r.eventId);
      const [row] = await app.db.query<{ status: string; decision_reason_enc: string }>(
        'SELECT status, decision_reason_enc FROM life_events WHERE event_id = $1',
        [r.eventId],
      );
      expect(row!.status).toBe('expired');
      expect(openJson(row!.decision_reason_enc, app.config.dataKey)).toBe(
        `The document this event needs did not arrive by ${dueOn}.`,
      );
      const [history] = await app.db.query<{ snapshot_enc: string; ip: string }>(
        `SELECT snapshot_enc, ip FROM enrollment_audit WHERE section = 'life-event' AND ip = 'schedule (test)'`,
      );
      const mineExpired = (
        await app.db.query<{ snapshot_enc: string; ip: string }>(
          `SELECT snapshot_enc, ip FROM enrollment_audit WHERE section = 'life-event' AND ip = 'schedule (test)'`,
        )
      ).map((h) => openJson<{ after: { event_id: number } }>(h.snapshot_enc, app.config.dataKey));
      expect(mineExpired.filter((h) => h.after.event_id === r.eventId)).toHaveLength(1);
      expect(history!.ip).toBe('schedule (test)');
      expect(mineExpired.find((h) => h.after.event_id === r.eventId)).toMatchObject({
        after: { event_id: r.eventId, status: 'expired' },
      });
      const mine = () => peer.received.filter((m) => m.to.includes(email!));
      await until(async () => mine().length >= 2);
      expect(mine()).toHaveLength(2);
      // The outbox does not promise an order between the two: each is told by what it says.
      const texts = mine().map((m) => decodedMail(m.raw));
      const reminder = texts.find((t) => t.includes('todavía necesita su documento')) ?? texts.join('\n');
      const refusal = texts.find((t) => t.includes('no aprobó')) ?? texts.join('\n');
      expect(reminder).toContain('(Nacimiento el ');
      expect(reminder).toContain('todavía necesita su documento.');
      expect(reminder).toContain(dueOn);
      expect(refusal).toContain('no aprobó el evento de vida que informó');
      expect(refusal).toContain(`El documento que necesita este evento no llegó a más tardar el ${dueOn}.`);
      // Decided by the job: staff can no longer decide it.
      const late = await post(as.group77, 'decide-life-event', {
        event_id: r.eventId,
        decision: 'approved',
        reason: 'Too late',
      });
      expect(late.status).toBe(409);
      // The status says why too, for the employee's landing and for staff (ADR 0034), in either language.
      for (const [lang, words] of [
        ['es', `El documento que necesita este evento no llegó a más tardar el ${dueOn}.`],
        ['en', `The document this event needs did not arrive by ${dueOn}.`],
      ] as const) {
        const status = await as.group77!.call({
          url: api(`get-enrollment-status?group_id=77&census_id=${ana}`),
          headers: { 'accept-language': lang },
        });
        expect(status.body.data.refused_event).toMatchObject({
          kind: 'birth',
          status: 'expired',
          reason: words,
        });
      }
    });

    it("the status names a denied event with the administrator's reason until another is reported", async () => {
      const [leo] = await insertCensus(app.db, 77, [{ first_name: 'Leo' }]);
      const reported = await reportEvent(app.db, {
        groupId: 77,
        censusId: leo!,
        memberUserId: null,
        kind: 'marriage',
        eventDate: addDays(today, -3),
        today,
        by: { kind: 'invitation', id: null },
      });
      if (!reported.ok) throw new Error(JSON.stringify(reported));
      const statusOf = async () =>
        (await get(as.group77, 'get-enrollment-status', { group_id: 77, census_id: leo! })).body.data;
      expect((await statusOf()).refused_event).toBeUndefined();
      const denied = await post(as.group77, 'decide-life-event', {
        event_id: reported.eventId,
        decision: 'denied',
        reason: 'The certificate is for another person.',
      });
      expect(denied.status).toBe(200);
      expect((await statusOf()).refused_event).toEqual({
        kind: 'marriage',
        label: 'Marriage',
        event_date: addDays(today, -3),
        status: 'denied',
        reason: 'The certificate is for another person.',
      });
      // Another group's administrator reads nothing of it.
      const other = await get(as.admin4100, 'get-enrollment-status', { group_id: 77, census_id: leo! });
      expect(other.status).toBe(403);
      await reportEvent(app.db, {
        groupId: 77,
        censusId: leo!,
        memberUserId: null,
        kind: 'birth',
        eventDate: addDays(today, -1),
        today,
        by: { kind: 'invitation', id: null },
      });
      expect((await statusOf()).refused_event).toBeUndefined();
    });
    it('report-life-event for an employee: the group administrator, the rep of the book and the platform administrator, recorded as reported by them; others refused', async () => {
      const [ivy, ray, pat] = await insertCensus(app.db, 4100, [
        { first_name: 'Ivy' },
        { first_name: 'Ray' },
        { first_name: 'Pat' },
      ]);
      const body = (census_id: number) => ({ census_id, kind: 'divorce', event_date: addDays(today, -4) });
      const history = () =>
        app.db.query<{ snapshot_enc: string; account_id: number | null }>(
          `SELECT snapshot_enc, account_id::int AS account_id FROM enrollment_audit WHERE section = 'life-event' ORDER BY id`,
        );
      const before = (await history()).length;
      // Refused first: another group's administrator, a rep whose book does not hold Lakeside, a
      // member, anonymous; an unknown census row answers like another group's.
      for (const who of ['group77', 'rep10109', 'member'])
        expect((await post(as[who]!, 'report-life-event', body(ivy!))).status, who).toBe(403);
      expect(
        (
          await app.call({
            method: 'POST',
            url: '/api/v1/report-life-event',
            payload: body(ivy!),
            stranger: true,
          })
        ).status,
      ).toBe(401);
      expect((await post(as.platform!, 'report-life-event', body(987654321))).status).toBe(403);
      expect(await app.db.query('SELECT 1 FROM life_events WHERE census_id = $1', [ivy])).toHaveLength(0);

      for (const [who, census] of [
        ['admin4100', ivy],
        ['rep20417', ray],
        ['platform', pat],
      ] as const) {
        const r = await post(as[who]!, 'report-life-event', body(census!));
        expect(r.status, who).toBe(200);
        expect(r.body.data).toMatchObject({ kind: 'divorce', status: 'pending', documents: 'required' });
        const [event] = await app.db.query<{ reported_by_kind: string; reported_by_id: number | null }>(
          'SELECT reported_by_kind, reported_by_id::int AS reported_by_id FROM life_events WHERE census_id = $1',
          [census],
        );
        expect(event!.reported_by_kind, who).toBe(
          { admin4100: 'group_admin', rep20417: 'rep', platform: 'platform_admin' }[who],
        );
        expect(event!.reported_by_id).toEqual(expect.any(Number));
      }
      const rows = (await history()).slice(before);
      expect(rows.every((r) => r.account_id !== null)).toBe(true);
      expect(
        rows.map(
          (r) => openJson<{ after: Record<string, unknown> }>(r.snapshot_enc, app.config.dataKey).after,
        ),
      ).toEqual(
        [ivy, ray, pat].map((census_id, i) =>
          expect.objectContaining({
            census_id,
            kind: 'divorce',
            status: 'pending',
            reported_by: ['group_admin', 'rep', 'platform_admin'][i],
          }),
        ),
      );
      // Staff send the certificate the employee brought in; only for that employee's own event.
      const [ivyEvent, rayEvent] = await app.db.query<{ id: number }>(
        'SELECT event_id::int AS id FROM life_events WHERE census_id = ANY($1::bigint[]) ORDER BY census_id',
        [[ivy, ray]],
      );
      const upload = (census_id: number, event_id: number) => ({
        census_id,
        event_id,
        file_name: 'divorce-decree.pdf',
        content_base64: Buffer.from('%PDF-1.4\n% decree\n%%EOF\n').toString('base64'),
      });
      expect((await post(as.group77!, 'upload-life-event-document', upload(ivy!, ivyEvent!.id))).status).toBe(
        403,
      );
      expect(
        (await post(as.admin4100!, 'upload-life-event-document', upload(ivy!, rayEvent!.id))).status,
      ).toBe(403);
      const sentDoc = await post(as.admin4100!, 'upload-life-event-document', upload(ivy!, ivyEvent!.id));
      expect(sentDoc.status).toBe(200);
      expect(sentDoc.body.data).toMatchObject({ event_id: ivyEvent!.id, documents: 1 });
      const [stored] = await app.db.query<{ uploaded_by_kind: string }>(
        'SELECT uploaded_by_kind FROM life_event_documents WHERE event_id = $1',
        [ivyEvent!.id],
      );
      expect(stored!.uploaded_by_kind).toBe('group_admin');
      // The follow-up list shows them to the administrator like an employee's own report.
      const due = await get(as.admin4100!, 'get-life-event-follow-up', { group_id: 4100 });
      const ids = due.body.data.items.map((i: { census_id: number }) => i.census_id);
      expect(ids).toEqual(expect.arrayContaining([ivy, ray, pat]));
      await app.db.query('DELETE FROM life_events WHERE census_id = ANY($1::bigint[])', [[ivy, ray, pat]]);
    });

    it('report-life-event and get-enrollment-status for a member of a group (the current-members screen): the group administrator, the rep of the book and the platform administrator; others refused', async () => {
      // Three members of Northwind (77) other than the signed-in member 5001, each with their own event.
      const members = (
        await app.db.query<{ user_id: number }>(
          `SELECT user_id FROM members WHERE group_id = 77 AND user_id <> 5001
             AND NOT EXISTS (SELECT 1 FROM life_events e WHERE e.member_user_id = members.user_id)
           ORDER BY user_id LIMIT 3`,
        )
      ).map((r) => r.user_id);
      expect(members).toHaveLength(3);
      const [first, second, third] = members as [number, number, number];
      const body = (member_user_id: number) => ({
        member_user_id,
        kind: 'marriage',
        event_date: addDays(today, -3),
      });
      for (const who of ['admin4100', 'rep20417', 'member'])
        expect((await post(as[who]!, 'report-life-event', body(first))).status, who).toBe(403);
      expect(
        (
          await app.call({
            method: 'POST',
            url: '/api/v1/report-life-event',
            payload: body(first),
            stranger: true,
          })
        ).status,
      ).toBe(401);
      expect((await post(as.platform!, 'report-life-event', body(987654321))).status).toBe(403);
      const [individual] = await app.db.query<{ user_id: number }>(
        'SELECT user_id FROM members WHERE group_id IS NULL ORDER BY user_id LIMIT 1',
      );
      if (individual)
        expect((await post(as.platform!, 'report-life-event', body(individual.user_id))).status).toBe(403);
      expect(
        await app.db.query('SELECT 1 FROM life_events WHERE member_user_id = ANY($1::int[])', [members]),
      ).toHaveLength(0);
      // The status (with the group's kinds, for the form): the same people.
      for (const who of ['admin4100', 'rep20417'])
        expect((await get(as[who]!, 'get-enrollment-status', { member_user_id: first })).status, who).toBe(
          403,
        );
      for (const who of ['group77', 'rep10109', 'platform']) {
        const status = await get(as[who]!, 'get-enrollment-status', { member_user_id: first });
        expect(status.status, who).toBe(200);
        expect(status.body.data.event_kinds.map((k: { kind: string }) => k.kind)).toContain('marriage');
      }

      for (const [who, member] of [
        ['group77', first],
        ['rep10109', second],
        ['platform', third],
      ] as const) {
        const r = await post(as[who]!, 'report-life-event', body(member));
        expect(r.status, who).toBe(200);
        const [event] = await app.db.query<{ reported_by_kind: string; group_id: number }>(
          'SELECT reported_by_kind, group_id FROM life_events WHERE member_user_id = $1',
          [member],
        );
        expect(event, who).toEqual({
          reported_by_kind: { group77: 'group_admin', rep10109: 'rep', platform: 'platform_admin' }[who],
          group_id: 77,
        });
      }
      // The group administrator sends the marriage certificate for the first one; not another group's.
      const [event] = await app.db.query<{ id: number }>(
        'SELECT event_id::int AS id FROM life_events WHERE member_user_id = $1',
        [first],
      );
      // Northwind is in open enrollment: the status still names the pending event, for its document.
      const status = await get(as.group77!, 'get-enrollment-status', { member_user_id: first });
      expect(status.body.data).toMatchObject({
        reason: 'open-enrollment',
        event_id: event!.id,
        open_event: { kind: 'marriage', documents: 'required', documents_received: 0 },
      });
      const upload = {
        member_user_id: first,
        event_id: event!.id,
        file_name: 'marriage.pdf',
        content_base64: Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n').toString('base64'),
      };
      expect((await post(as.admin4100!, 'upload-life-event-document', upload)).status).toBe(403);
      const sent = await post(as.group77!, 'upload-life-event-document', upload);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ event_id: event!.id, documents: 1 });
      await app.db.query('DELETE FROM life_events WHERE member_user_id = ANY($1::int[])', [members]);
    });
  });
}
