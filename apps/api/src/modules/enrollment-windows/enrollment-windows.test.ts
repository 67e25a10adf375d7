import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { until } from '../../../test/api-process';
import { insertCensus, tokenIn } from '../../../test/census';
import { everyRole } from '../../../test/roles';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';
import { get, post } from '../../../test/wizard';
import { openJson } from '../../kernel/crypto/data-key';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { reportEvent } from '../../kernel/enrollment-windows/life-events.repository';

/**
 * The enrollment-windows calls (issue 29 phase 2, ADR 0034) on a seeded database of their own per
 * driver, mailing through a real SMTP peer: who may call each one (the table of ADR 0034), the
 * Lakeside birth approved through the API (status, history row, the e-mail Carla receives), a
 * second decision refused, Northwind's open window and Lakeside's closed one as the status says.
 */

for (const driver of DRIVERS) {
  describe(`enrollment windows calls [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const peer = smtpPeer();
    const as: Record<string, TestCtx> = {};
    let nwCensus: number;
    let nwYear: {
      plan_year_id: number;
      starts_on: string;
      ends_on: string;
      oe_opens_on: string;
      oe_closes_on: string;
      coverage_starts_on: string;
    };
    const today = todayUtc();

    beforeAll(async () => {
      const port = await freePort();
      await peer.listen(port);
      ({ ctx: app, close } = await startTestApp(driver, mailingTo(port)));
      Object.assign(as, await everyRole(app));
      [nwCensus] = await insertCensus(app.db, 77, [{ first_name: 'Nora' }]);
      const cal = await get(as.group77, 'get-group-calendar', { group_id: 77 });
      nwYear = cal.body.data.plan_years[0];
    }, 60_000);
    afterAll(async () => {
      await close();
      await peer.close();
    });

    const anonymous = (method: 'GET' | 'POST', call: string, payload?: Record<string, unknown>) =>
      app.call({
        method,
        url:
          `/api/v1/${call}` +
          (method === 'GET' ? `?${new URLSearchParams(payload as Record<string, string>)}` : ''),
        ...(method === 'POST' && { payload }),
        stranger: true,
      });
    const pendingNorthwindEvent = async (censusId = nwCensus) => {
      const r = await reportEvent(app.db, {
        groupId: 77,
        censusId,
        memberUserId: null,
        kind: 'marriage',
        eventDate: addDays(today, -3),
        today,
        by: { kind: 'group_admin', id: null },
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      return r.eventId;
    };

    it('get-group-calendar: Northwind open with its days left, for its administrator, its rep and the platform administrator only', async () => {
      const mine = await get(as.group77, 'get-group-calendar', { group_id: 77 });
      expect(mine.status).toBe(200);
      expect(mine.body.data.open_enrollment).toMatchObject({ state: 'open', days_left: 10, extended: false });
      expect(mine.body.data.waiting_period).toEqual({
        rule: 'first-of-month-after',
        days: 30,
        election_days: 30,
      });
      expect(mine.body.data.life_event_kinds.find((k: { kind: string }) => k.kind === 'birth')).toMatchObject(
        {
          enabled: true,
          reason_code: '02',
        },
      );
      expect((await get(as.rep10109, 'get-group-calendar', { group_id: 77 })).status).toBe(200);
      expect((await get(as.platform, 'get-group-calendar', { group_id: 77 })).status).toBe(200);
      expect((await get(as.admin4100, 'get-group-calendar', { group_id: 77 })).status).toBe(403);
      expect((await get(as.rep20417, 'get-group-calendar', { group_id: 77 })).status).toBe(403);
      expect((await get(as.member, 'get-group-calendar', { group_id: 77 })).status).toBe(403);
      expect((await anonymous('GET', 'get-group-calendar', { group_id: '77' })).status).toBe(401);
      const lakeside = await get(as.admin4100, 'get-group-calendar', { group_id: 4100 });
      expect(lakeside.body.data.open_enrollment.state).toBe('closed');
    });

    it('save-plan-year: the group administrator and the rep save, recorded; field errors beside fields in Spanish; others refused', async () => {
      const body = {
        group_id: 77,
        starts_on: nwYear.starts_on,
        ends_on: nwYear.ends_on,
        oe_opens_on: nwYear.oe_opens_on,
        oe_closes_on: nwYear.oe_closes_on,
        coverage_starts_on: nwYear.coverage_starts_on,
      };
      const before = await app.db.query(`SELECT 1 FROM enrollment_audit WHERE section = 'plan-year'`);
      const saved = await post(as.group77, 'save-plan-year', body);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        plan_year_id: nwYear.plan_year_id,
        oe_closes_on: nwYear.oe_closes_on,
      });
      expect((await post(as.rep10109, 'save-plan-year', body)).status).toBe(200);
      const rows = await app.db.query<{ snapshot_enc: string }>(
        `SELECT snapshot_enc FROM enrollment_audit WHERE section = 'plan-year' ORDER BY at`,
      );
      expect(rows.length - before.length).toBe(2);
      expect(openJson(rows.at(-1)!.snapshot_enc, app.config.dataKey)).toMatchObject({
        after: { group_id: 77, oe_closes_on: nwYear.oe_closes_on },
      });
      for (const who of ['admin4100', 'rep20417', 'member', 'platform'])
        expect((await post(as[who]!, 'save-plan-year', body)).status, who).toBe(403);
      expect((await anonymous('POST', 'save-plan-year', body)).status).toBe(401);
      const wrong = await post(
        as.group77,
        'save-plan-year',
        { ...body, ends_on: addDays(body.starts_on, -1), coverage_starts_on: body.oe_opens_on },
        { 'accept-language': 'es' },
      );
      expect(wrong.status).toBe(422);
      expect(wrong.body.data).toEqual([
        { target_element: 'ends_on', error_message: 'El año del plan debe terminar después de empezar.' },
        {
          target_element: 'coverage_starts_on',
          error_message: 'La cobertura debe empezar dentro del año del plan.',
        },
      ]);
      const english = await post(as.group77, 'save-plan-year', {
        ...body,
        ends_on: addDays(body.starts_on, -1),
      });
      // Coverage on the first day of a year that ends the day before it starts is outside it too.
      expect(english.body.data).toEqual([
        { target_element: 'ends_on', error_message: 'The plan year must end after it starts.' },
        { target_element: 'coverage_starts_on', error_message: 'Coverage must start within the plan year.' },
      ]);
    });

    it('extend-open-enrollment: recorded for the group and for one employee, whose status counts it; others refused', async () => {
      const groupEnd = addDays(nwYear.oe_closes_on, 3);
      const r = await post(as.group77, 'extend-open-enrollment', {
        plan_year_id: nwYear.plan_year_id,
        closes_on: groupEnd,
        reason: 'Payroll changes were late',
      });
      expect(r.status).toBe(200);
      const one = await post(as.rep10109, 'extend-open-enrollment', {
        plan_year_id: nwYear.plan_year_id,
        census_id: nwCensus,
        closes_on: addDays(nwYear.oe_closes_on, 20),
        reason: 'On leave during the window',
      });
      expect(one.status).toBe(200);
      const cal = await get(as.group77, 'get-group-calendar', { group_id: 77 });
      expect(cal.body.data.open_enrollment).toMatchObject({
        closes_on: groupEnd,
        days_left: 13,
        extended: true,
      });
      expect(cal.body.data.extensions.map((e: { reason: string }) => e.reason)).toEqual([
        'On leave during the window',
        'Payroll changes were late',
      ]);
      const status = await get(as.group77, 'get-enrollment-status', { group_id: 77, census_id: nwCensus });
      expect(status.body.data).toMatchObject({ may: true, reason: 'open-enrollment', days_left: 30 });
      expect(
        (await app.db.query(`SELECT 1 FROM enrollment_audit WHERE section = 'open-enrollment-extension'`))
          .length,
      ).toBe(2);
      const body = { plan_year_id: nwYear.plan_year_id, closes_on: groupEnd, reason: 'Because' };
      for (const who of ['admin4100', 'rep20417', 'member', 'platform'])
        expect((await post(as[who]!, 'extend-open-enrollment', body)).status, who).toBe(403);
      expect((await anonymous('POST', 'extend-open-enrollment', body)).status).toBe(401);
      const tooLong = await post(as.group77, 'extend-open-enrollment', {
        ...body,
        closes_on: addDays(nwYear.oe_closes_on, 91),
      });
      expect(tooLong.body.data).toEqual([
        {
          target_element: 'closes_on',
          error_message: 'An extension ends at most 90 days after open enrollment closes.',
        },
      ]);
    });

    it('get-enrollment-status: the member their own, the invitation holder their own, staff a census row of their group', async () => {
      const own = await get(as.member, 'get-enrollment-status');
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ may: true, reason: 'open-enrollment' });
      expect((await get(as.rep10109, 'get-enrollment-status', { census_id: nwCensus })).status).toBe(200);
      expect((await get(as.platform, 'get-enrollment-status', { census_id: nwCensus })).status).toBe(200);
      expect((await get(as.admin4100, 'get-enrollment-status', { census_id: nwCensus })).status).toBe(403);
      expect((await get(as.rep20417, 'get-enrollment-status', { census_id: nwCensus })).status).toBe(403);
      expect((await anonymous('GET', 'get-enrollment-status', {})).status).toBe(401);
      // Lakeside is closed: an employee without an event may report one.
      const [lk] = await app.db.query<{ census_id: number }>(
        // not Carla (a pending birth), nor the demo's new hires Ben and Jamal (their own windows)
        `SELECT census_id::int AS census_id FROM census_employees
          WHERE group_id = 4100 AND employee_id NOT IN ('LK-1003', 'LK-1002', 'LK-1010') ORDER BY census_id LIMIT 1`,
      );
      const closed = await get(as.admin4100, 'get-enrollment-status', { census_id: lk!.census_id });
      expect(closed.body.data).toMatchObject({ may: false, reason: 'closed', can_report_event: true });
      // With the group's kinds, for staff reporting an event for the employee.
      expect(closed.body.data.event_kinds.map((k: { kind: string }) => k.kind)).toContain('birth');
      // The invitation holder: the browser that opened the link, not another one.
      const sent = await post(as.group77, 'send-invitations', {
        group_id: 77,
        mode: 'invite',
        census_ids: [nwCensus],
      });
      expect(sent.body.data).toMatchObject({ sent: 1 });
      const [mail] = await app.db.query<{ text: string }>(
        `SELECT text FROM outbox WHERE kind = 'invitation' ORDER BY id DESC LIMIT 1`,
      );
      const token = tokenIn(mail!.text)!;
      expect((await post(app, 'open-invitation', { token })).status).toBe(200);
      const held = await get(app, 'get-enrollment-status', { token });
      expect(held.body.data).toMatchObject({ may: true, reason: 'open-enrollment', days_left: 30 });
      const stranger = await app.call({
        url: `/api/v1/get-enrollment-status?token=${token}`,
        stranger: true,
      });
      expect(stranger.status).toBe(403);
    });

    it('decide-life-event and the follow-up list: Northwind’s administrator and rep, nobody else', async () => {
      const first = await pendingNorthwindEvent();
      // One pending marriage per employee (migration 0039): the second is another employee's.
      const [nia] = await insertCensus(app.db, 77, [{ first_name: 'Nia' }]);
      const second = await pendingNorthwindEvent(nia);
      const list = await get(as.group77, 'get-life-event-follow-up', { group_id: 77 });
      expect(list.status).toBe(200);
      expect(list.body.data.items[0]).toMatchObject({
        event_id: first,
        kind: 'marriage',
        employee_name: expect.stringContaining('Nora'),
        missing_document: true,
      });
      expect((await get(as.rep10109, 'get-life-event-follow-up', { group_id: 77 })).status).toBe(200);
      expect((await get(as.platform, 'get-life-event-follow-up', { group_id: 77 })).status).toBe(200);
      for (const who of ['admin4100', 'rep20417', 'member'])
        expect((await get(as[who]!, 'get-life-event-follow-up', { group_id: 77 })).status, who).toBe(403);
      expect((await anonymous('GET', 'get-life-event-follow-up', { group_id: '77' })).status).toBe(401);
      const body = { event_id: first, decision: 'denied', reason: 'No marriage certificate' };
      for (const who of ['admin4100', 'rep20417', 'member', 'platform'])
        expect((await post(as[who]!, 'decide-life-event', body)).status, who).toBe(403);
      expect((await anonymous('POST', 'decide-life-event', body)).status).toBe(401);
      expect((await post(as.group77, 'decide-life-event', body)).body.data).toEqual({
        event_id: first,
        status: 'denied',
      });
      const byRep = await post(as.rep10109, 'decide-life-event', {
        ...body,
        event_id: second,
        decision: 'approved',
      });
      expect(byRep.body.data).toEqual({ event_id: second, status: 'approved' });
    });

    it("approves Carla Mendes's pending birth: the status, the history row, her e-mail; a second decision is 409", async () => {
      const [carla] = await app.db.query<{ census_id: number; email: string }>(
        `SELECT census_id::int AS census_id, email FROM census_employees WHERE group_id = 4100 AND employee_id = 'LK-1003'`,
      );
      const due = await get(as.admin4100, 'get-life-event-follow-up', { group_id: 4100 });
      const birth = due.body.data.items.find((i: { census_id: number }) => i.census_id === carla!.census_id);
      expect(birth).toMatchObject({ kind: 'birth', documents: 1, missing_document: false });
      const pending = await get(as.admin4100, 'get-enrollment-status', { census_id: carla!.census_id });
      expect(pending.body.data).toMatchObject({ reason: 'life-event', awaiting_approval: true });

      const r = await post(as.admin4100, 'decide-life-event', {
        event_id: birth.event_id,
        decision: 'approved',
        reason: 'Birth certificate checked',
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ event_id: birth.event_id, status: 'approved' });
      const [row] = await app.db.query<{ status: string; decided_by: number | null }>(
        'SELECT status, decided_by::int AS decided_by FROM life_events WHERE event_id = $1',
        [birth.event_id],
      );
      expect(row!.status).toBe('approved');
      const [history] = await app.db.query<{ snapshot_enc: string; eprocess: string }>(
        `SELECT snapshot_enc, eprocess FROM enrollment_audit WHERE section = 'life-event' ORDER BY at DESC LIMIT 1`,
      );
      expect(history!.eprocess).toBe('group');
      expect(openJson(history!.snapshot_enc, app.config.dataKey)).toMatchObject({
        before: { status: 'pending' },
        after: { event_id: birth.event_id, status: 'approved', decision_reason: 'Birth certificate checked' },
      });
      const mine = () => peer.received.filter((m) => m.to.includes(carla!.email));
      await until(async () => mine().length >= 1);
      const text = decodedMail(mine()[0]!.raw);
      expect(text).toContain('Your life event was approved');
      expect(text).toContain('Birth certificate checked');

      const again = await post(as.rep20417, 'decide-life-event', {
        event_id: birth.event_id,
        decision: 'denied',
        reason: 'Changed my mind',
      });
      expect(again.status).toBe(409);
      expect(again.body.data[0].error_message).toBe('This life event was already decided.');
      const after = await get(as.admin4100, 'get-enrollment-status', { census_id: carla!.census_id });
      expect(after.body.data).toMatchObject({ may: true, reason: 'life-event', awaiting_approval: false });
    }, 60_000);

    it('report-life-event and upload-life-event-document: a Lakeside invitation reports a birth and sends its certificate; others refused', async () => {
      const [lk] = await insertCensus(app.db, 4100, [{ first_name: 'Lena' }]);
      const sent = await post(as.admin4100, 'send-invitations', {
        group_id: 4100,
        mode: 'invite',
        census_ids: [lk],
      });
      expect(sent.body.data).toMatchObject({ sent: 1 });
      const [mail] = await app.db.query<{ text: string }>(
        `SELECT text FROM outbox WHERE kind = 'invitation' ORDER BY id DESC LIMIT 1`,
      );
      const token = tokenIn(mail!.text)!;
      expect((await post(app, 'open-invitation', { token })).status).toBe(200);
      const status = await get(app, 'get-enrollment-status', { token });
      expect(status.body.data).toMatchObject({ may: false, reason: 'closed', can_report_event: true });
      expect(status.body.data.event_kinds).toContainEqual(
        expect.objectContaining({ kind: 'birth', label: 'Birth', documents: 'required', days_after: 30 }),
      );
      const born = addDays(today, -10);
      const birth = { token, kind: 'birth', event_date: born };
      // Refusals beside their fields, in Spanish too.
      const late = await post(app, 'report-life-event', { ...birth, event_date: addDays(today, -40) });
      expect(late.status).toBe(422);
      expect(late.body.data[0]).toEqual({
        target_element: 'event_date',
        error_message: `This event had to be reported by ${addDays(today, -10)}.`,
      });
      const early = await post(
        app,
        'report-life-event',
        { ...birth, event_date: addDays(today, 2) },
        {
          'accept-language': 'es',
        },
      );
      expect(early.body.data[0]).toEqual({
        target_element: 'event_date',
        error_message: 'Este evento se puede informar como máximo 0 días antes de que ocurra.',
      });
      const unknown = await post(app, 'report-life-event', { ...birth, kind: 'lottery-win' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.data[0].target_element).toBe('kind');
      // Who may report: the bound browser; a stranger with the token, a staff session, nobody signed in.
      const other = await app.call({
        method: 'POST',
        url: '/api/v1/report-life-event',
        payload: birth,
        stranger: true,
      });
      expect(other.status).toBe(403);
      expect((await anonymous('POST', 'report-life-event', { kind: 'birth', event_date: born })).status).toBe(
        401,
      );
      expect(
        (await post(as.admin4100, 'report-life-event', { kind: 'birth', event_date: born })).status,
      ).toBe(403);

      const r = await post(app, 'report-life-event', birth);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        kind: 'birth',
        event_date: born,
        deadline: addDays(born, 30),
        effective_on: born,
        documents: 'required',
        needs_approval: true,
        status: 'pending',
      });
      const eventId = r.body.data.event_id as number;
      const again = await post(app, 'report-life-event', birth, { 'accept-language': 'es' });
      expect(again.status).toBe(409);
      expect(again.body.data[0]).toEqual({
        target_element: 'kind',
        error_message: 'Ya informó este tipo de evento; está esperando una decisión.',
      });
      const [row] = await app.db.query<{ reported_by_kind: string; census_id: number }>(
        'SELECT reported_by_kind, census_id::int AS census_id FROM life_events WHERE event_id = $1',
        [eventId],
      );
      expect(row).toEqual({ reported_by_kind: 'invitation', census_id: lk });
      const before = await get(as.admin4100, 'get-life-event-follow-up', { group_id: 4100 });
      const listed = () => before.body.data.items.find((i: { event_id: number }) => i.event_id === eventId);
      expect(listed()).toMatchObject({ documents: 0, missing_document: true });
      const awaiting = await get(app, 'get-enrollment-status', { token });
      expect(awaiting.body.data.open_event).toMatchObject({
        documents_received: 0,
        documents_due_on: expect.any(String),
      });

      // The document: type by content, read in the upload worker.
      const upload = (who: TestCtx, extra: Record<string, unknown>, content: Buffer, headers = {}) =>
        post(
          who,
          'upload-life-event-document',
          {
            event_id: eventId,
            file_name: 'certificate.pdf',
            content_base64: content.toString('base64'),
            ...extra,
          },
          headers,
        );
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
      const html = await upload(app, { token }, Buffer.from('<html>not a pdf</html>'), {
        'accept-language': 'es',
      });
      expect(html.status).toBe(422);
      expect(html.body.data[0]).toEqual({
        target_element: 'content_base64',
        error_message: 'Suba un archivo PDF, JPEG o PNG.',
      });
      expect((await upload(as.member, {}, pdf)).status).toBe(403);
      expect((await upload(as.admin4100, {}, pdf)).status).toBe(403);
      expect(
        (
          await anonymous('POST', 'upload-life-event-document', {
            event_id: eventId,
            file_name: 'c.pdf',
            content_base64: pdf.toString('base64'),
          })
        ).status,
      ).toBe(401);
      const stranger = await app.call({
        method: 'POST',
        url: '/api/v1/upload-life-event-document',
        payload: { token, event_id: eventId, file_name: 'c.pdf', content_base64: pdf.toString('base64') },
        stranger: true,
      });
      expect(stranger.status).toBe(403);
      // Northwind's invitation, held by the same browser, is another employee's: not their event.
      const [nwMail] = await app.db.query<{ text: string }>(
        `SELECT o.text FROM outbox o WHERE o.kind = 'invitation' AND o.text LIKE '%Nora%' ORDER BY id DESC LIMIT 1`,
      );
      const nwToken = nwMail ? tokenIn(nwMail.text) : undefined;
      expect(nwToken).toBeDefined();
      expect((await upload(app, { token: nwToken }, pdf)).status).toBe(403);
      const ok = await upload(app, { token }, pdf);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ event_id: eventId, documents: 1 });
      const after = await get(as.admin4100, 'get-life-event-follow-up', { group_id: 4100 });
      expect(after.body.data.items.find((i: { event_id: number }) => i.event_id === eventId)).toMatchObject({
        documents: 1,
        missing_document: false,
      });
      const held = await get(app, 'get-enrollment-status', { token });
      expect(held.body.data).toMatchObject({
        reason: 'life-event',
        event_id: eventId,
        awaiting_approval: true,
        open_event: { kind: 'birth', label: 'Birth', documents: 'required', documents_received: 1 },
      });
    }, 60_000);

    it('report-life-event: the signed-in member reports their own; another group administrator is refused', async () => {
      const r = await post(as.member, 'report-life-event', { kind: 'move', event_date: addDays(today, -1) });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ kind: 'move', documents: 'optional', needs_approval: false });
      const [row] = await app.db.query<{
        reported_by_kind: string;
        member_user_id: number;
        group_id: number;
      }>('SELECT reported_by_kind, member_user_id, group_id FROM life_events WHERE event_id = $1', [
        r.body.data.event_id,
      ]);
      expect(row).toMatchObject({ reported_by_kind: 'member', group_id: 77 });
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      const sentDoc = await post(as.member, 'upload-life-event-document', {
        event_id: r.body.data.event_id,
        file_name: 'lease.png',
        content_base64: png.toString('base64'),
      });
      expect(sentDoc.body.data).toMatchObject({ documents: 1 });
      for (const who of ['group77', 'rep10109', 'platform'])
        expect(
          (await post(as[who]!, 'report-life-event', { kind: 'move', event_date: addDays(today, -1) }))
            .status,
          who,
        ).toBe(403);
    });
  });
}
