import type { History } from '@bs/contract';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { api, describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import {
  GROUP_4100_ADMIN,
  GROUP_4200_ADMIN,
  insertCensus,
  REP_20417,
  sessionOf,
  tokenIn,
} from '../../../test/census';
import { fields, get, post, putInCart, PLANS, walkSteps } from '../../../test/wizard';
import { INVITATION_MAILS } from '../../kernel/limits/policy';

/**
 * Group enrollment (issue 20, ADR 0021) on a database of its own (the board counts a group's whole
 * census): invitations through the outbox, the link as a credential, waivers, the board's
 * statuses, counts, paging, search, export, and who may do what.
 */
describeEachDriver(
  'group enrollment: invitations, waivers and the board',
  (ctx) => {
    let admin4100: TestCtx;
    let admin4200: TestCtx;
    let rep: TestCtx;
    const invitationMails = (to: string) =>
      ctx().db.query<{ subject: string; text: string; html: string }>(
        `SELECT subject, text, html FROM outbox WHERE kind = 'invitation' AND to_address = $1 ORDER BY id`,
        [to],
      );
    const emailOf = async (censusId: number) =>
      (
        await ctx().db.query<{ email: string }>('SELECT email FROM census_employees WHERE census_id = $1', [
          censusId,
        ])
      )[0]!.email;
    const lastToken = async (censusId: number) =>
      tokenIn((await invitationMails(await emailOf(censusId))).at(-1)!.text)!;
    const board = async (as: TestCtx, query: Record<string, string | number> = {}) =>
      as.call({
        url: api(
          `get-enrollment-board?${new URLSearchParams({ group_id: '4200', ...query } as Record<string, string>)}`,
        ),
      });
    const open = (token: string, stranger = false) =>
      ctx().call({ method: 'POST', url: api('open-invitation'), payload: { token }, stranger });

    beforeAll(async () => {
      // The demo census of group 4100 is left out: these suites count their own rows.
      await ctx().db.query('DELETE FROM census_employees');
      admin4100 = withHeaders(ctx(), await sessionOf(ctx().db, GROUP_4100_ADMIN));
      admin4200 = withHeaders(ctx(), await sessionOf(ctx().db, GROUP_4200_ADMIN));
      rep = withHeaders(ctx(), await sessionOf(ctx().db, REP_20417));
    });

    it('refuses the board and invitations to anonymous callers and to another group’s administrator', async () => {
      const anon = await ctx().call({ url: api('get-enrollment-board?group_id=4200'), stranger: true });
      expect(anon.status).toBe(401);
      expect((await board(admin4100)).status).toBe(403);
      const other = await post(admin4100, 'send-invitations', { group_id: 4200, mode: 'invite' });
      expect(other.status).toBe(403);
      const exp = await admin4100.call({ url: api('export-enrollment-board?group_id=4200&format=csv') });
      expect(exp.status).toBe(403);
      const rep10109 = withHeaders(ctx(), await sessionOf(ctx().db, 'jordan.avery@summit-benefits.example'));
      expect((await board(rep10109)).status).toBe(403);
      expect((await board(rep)).status).toBe(200);
      expect((await board(admin4200)).status).toBe(200);
    });

    it('invites everyone eligible not yet invited, each in their language, with a working link', async () => {
      const [en, es, gone] = await insertCensus(ctx().db, 4200, [
        { first_name: 'Nora' },
        { first_name: 'Lucía', lang: 'es' },
        { first_name: 'Otto', employment_status: 'terminated' },
      ]);
      const r = await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite' });
      expect(r.body.data).toEqual({ sent: 2, skipped: 0 });
      const [enMail] = await invitationMails(await emailOf(en!));
      const [esMail] = await invitationMails(await emailOf(es!));
      expect(enMail!.subject).toBe('Choose your benefits with Summit Hospitality Group');
      expect(esMail!.subject).toBe('Elija sus beneficios con Summit Hospitality Group');
      expect(esMail!.html).toContain('<html lang="es"');
      // The link opens the page in the census's language.
      expect(esMail!.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}\?lang=es/);
      expect(enMail!.text).not.toContain('?lang=');
      expect(await invitationMails(await emailOf(gone!))).toHaveLength(0);
      // Only the hash is stored.
      const token = tokenIn(enMail!.text)!;
      const stored = await ctx().db.query('SELECT 1 FROM invitation_links WHERE token_hash = $1', [token]);
      expect(stored).toHaveLength(0);
      // Everyone is invited now: a second "invite all" sends nothing.
      expect(
        (await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite' })).body.data.sent,
      ).toBe(0);
      const opened = await open(token);
      expect(opened.body.data).toMatchObject({
        state: 'open',
        first_name: 'Nora',
        group_id: 4200,
        tier: 'IO',
      });
    });

    it('opens the link into an enrollment owned by this browser, prefilled from the census', async () => {
      const [id] = await insertCensus(ctx().db, 4200, [
        { first_name: 'Pia', dob: '1980-02-29', gender: 1, tier: 'IS' },
      ]);
      await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [id] });
      const r = await open(await lastToken(id!));
      const enrollment = r.body.data.temp_enrollment_id as string;
      // What the census holds is shown for the employee to check (issue 32).
      const [held] = await ctx().db.query<{ employee_id: string; email: string; last_name: string }>(
        'SELECT employee_id, email, last_name FROM census_employees WHERE census_id = $1',
        [id],
      );
      expect(r.body.data.on_file).toEqual({
        name: `Pia ${held!.last_name}`,
        email: held!.email,
        employee_id: held!.employee_id,
      });
      const [row] = await ctx().db.query<{
        filter_info: Record<string, unknown>;
        eprocess: string;
        group_id: number;
      }>('SELECT filter_info, eprocess, group_id FROM enrollments WHERE enrollment_id = $1', [enrollment]);
      expect(row).toMatchObject({ eprocess: 'applicant', group_id: 4200 });
      expect(row!.filter_info).toMatchObject({ dob: '02/29/1980', zip: '30301', gender: 1, tier: 'IS' });
      const mine = await get(ctx(), 'get-enrollment-temp-info', {
        enrollment_id: enrollment,
        column: 'filter_info',
      });
      expect(mine.status).toBe(200);
      const stranger = await ctx().call({
        url: api(`get-enrollment-temp-info?enrollment_id=${enrollment}&column=filter_info`),
        stranger: true,
      });
      expect(stranger.status).not.toBe(200);
      // The steps offer what the census holds instead of asking again (issue 32); to this browser only.
      await ctx().db.query(`UPDATE census_employees SET phone = '4045550142' WHERE census_id = $1`, [id]);
      const [census] = await ctx().db.query<{ last_name: string; email: string }>(
        'SELECT last_name, email FROM census_employees WHERE census_id = $1',
        [id],
      );
      const personal = await fields(ctx(), 'get-form-fields-personal-info', enrollment);
      expect([personal.first_name!.value, personal.last_name!.value]).toEqual(['Pia', census!.last_name]);
      const contact = await fields(ctx(), 'get-form-fields-contact-info', enrollment);
      expect([contact.email_address!.value, contact.phone_number!.value]).toEqual([
        census!.email,
        '4045550142',
      ]);
      // Employer Information starts from the group's name and phone and the census hire date.
      await ctx().db.query(`UPDATE census_employees SET hire_date = '2024-03-18' WHERE census_id = $1`, [id]);
      const [group] = await ctx().db.query<{ name: string; display_phone: string }>(
        'SELECT name, display_phone FROM groups WHERE group_id = 4200',
      );
      await ctx().db.query(`UPDATE groups SET display_phone = '(404) 555-0199' WHERE group_id = 4200`);
      try {
        const employer = await fields(ctx(), 'get-form-fields-employer-info', enrollment);
        expect([employer.name!.value, employer.phone!.value, employer.employment_start_date!.value]).toEqual([
          group!.name,
          '4045550199',
          '03/18/2024',
        ]);
      } finally {
        await ctx().db.query('UPDATE groups SET display_phone = $1 WHERE group_id = 4200', [
          group!.display_phone,
        ]);
      }
      const asStranger = await ctx().call({
        url: api(`get-form-fields-contact-info?enrollment_id=${enrollment}`),
        stranger: true,
      });
      expect(JSON.stringify(asStranger.body)).not.toContain(census!.email);
      // Opening again resumes the same enrollment.
      expect((await open(await lastToken(id!))).body.data.temp_enrollment_id).toBe(enrollment);
      const page = await board(admin4200, { search: 'Pia' });
      expect(page.body.data.rows[0]).toMatchObject({ status: 'opened', first_name: 'Pia' });
      expect(page.body.data.rows[0].opened_at).toEqual(expect.any(String));
      // A plan in the cart: in progress.
      await putInCart(ctx(), enrollment, [PLANS.dental]);
      expect((await board(admin4200, { search: 'Pia' })).body.data.rows[0].status).toBe('in_progress');
    });

    it('re-sending issues a new link and revokes the old; revoked and expired links name the group’s contact', async () => {
      const [id] = await insertCensus(ctx().db, 4200, [{ first_name: 'Quinn' }]);
      await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [id] });
      const first = await lastToken(id!);
      await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [id] });
      const second = await lastToken(id!);
      expect(second).not.toBe(first);
      const old = await open(first);
      expect(old.body.data).toEqual({
        state: 'revoked',
        contact: {
          name: 'Summit Hospitality Group',
          phone: expect.any(String),
          email: expect.stringContaining('@'),
        },
      });
      expect((await open(second)).body.data.state).toBe('open');
      await ctx().db.query(
        `UPDATE invitation_links SET expires_at = now() - interval '1 second' WHERE census_id = $1 AND revoked_at IS NULL`,
        [id],
      );
      expect((await open(second)).body.data.state).toBe('expired');
      await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [id] });
      const third = await lastToken(id!);
      expect(
        (await post(admin4200, 'revoke-invitation', { group_id: 4200, census_id: id })).body.data,
      ).toEqual({
        revoked: 1,
      });
      expect((await open(third)).body.data.state).toBe('revoked');
      expect((await open('A'.repeat(43))).body.data).toEqual({ state: 'unknown' });
      // Every send and the revoke are kept with the administrator who did them; the opening too.
      const events = await ctx().db.query<{ kind: string; by: boolean; linked: boolean }>(
        `SELECT kind, account_id IS NOT NULL AS by, enrollment_id IS NOT NULL AS linked
           FROM invitation_events WHERE census_id = $1 ORDER BY id`,
        [id],
      );
      expect(events.map((e) => [e.kind, e.by])).toEqual([
        ['invite', true],
        ['invite', true],
        ['open', false],
        ['invite', true],
        ['revoke', true],
      ]);
      // The revoke is recorded on the enrollment the link had opened, before it was let go.
      expect(events.at(-1)!.linked).toBe(true);
    });

    it('reminds only those invited who have not finished, and shows when', async () => {
      const [waiting, never] = await insertCensus(ctx().db, 4200, [
        { first_name: 'Rita' },
        { first_name: 'Sam' },
      ]);
      await post(admin4200, 'send-invitations', { group_id: 4200, mode: 'invite', census_ids: [waiting] });
      const r = await post(admin4200, 'send-invitations', {
        group_id: 4200,
        mode: 'remind',
        census_ids: [waiting, never],
      });
      expect(r.body.data).toEqual({ sent: 1, skipped: 1 });
      const mails = await invitationMails(await emailOf(waiting!));
      expect(mails.map((m) => m.subject)).toEqual([
        'Choose your benefits with Summit Hospitality Group',
        'Reminder: choose your benefits with Summit Hospitality Group',
      ]);
      const row = (await board(admin4200, { search: 'Rita' })).body.data.rows[0];
      expect(row).toMatchObject({ status: 'invited' });
      expect(row.last_reminded_at).toEqual(expect.any(String));
    });

    it('limits invitation mails per group and hour, refusing a batch whole', async () => {
      const [id] = await insertCensus(ctx().db, 4200, [{ first_name: 'Tess' }]);
      const counters = ctx().app.limits.counters;
      await counters.hit(`${INVITATION_MAILS.name}:group:4200`, 3_600_000, INVITATION_MAILS.max);
      try {
        const r = await post(admin4200, 'send-invitations', {
          group_id: 4200,
          mode: 'invite',
          census_ids: [id],
        });
        expect(r.status).toBe(429);
        expect(r.body.data[0].error_message).toBe(INVITATION_MAILS.message);
        expect(await invitationMails(await emailOf(id!))).toHaveLength(0);
      } finally {
        await counters.clear(`${INVITATION_MAILS.name}:group:4200`);
      }
    });

    it('waives from the browser that opened the link, then enrolls after all (group 4100)', async () => {
      // Lakeside's open enrollment is closed (ADR 0034): Uma, hired five days ago, is in her own
      // new-hire window.
      const [id] = await insertCensus(ctx().db, 4100, [
        { first_name: 'Uma', hire_date: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10) },
      ]);
      await post(admin4100, 'send-invitations', { group_id: 4100, mode: 'invite', census_ids: [id] });
      const token = await lastToken(id!);
      // Not opened in this browser yet: refused.
      const early = await post(
        ctx(),
        'waive-coverage',
        { token, reason: 'cost' },
        { cookie: 'bs_ek=' + 'x'.repeat(43) },
      );
      expect(early.status).toBe(403);
      const enrollment = (await open(token)).body.data.temp_enrollment_id as string;
      const noText = await post(ctx(), 'waive-coverage', { token, reason: 'other', text: ' ' });
      expect(noText.status).toBe(400);
      expect(JSON.stringify(noText.body)).toContain('Please tell us why.');
      const stranger = await ctx().call({
        method: 'POST',
        url: api('waive-coverage'),
        payload: { token, reason: 'cost' },
        stranger: true,
      });
      expect(stranger.status).toBe(403);
      const ok = await post(ctx(), 'waive-coverage', { token, reason: 'spouse-plan' });
      expect(ok.status).toBe(200);
      const asWaived = async () =>
        (await admin4100.call({ url: api('get-enrollment-board?group_id=4100&search=Uma') })).body.data
          .rows[0];
      expect(await asWaived()).toMatchObject({ status: 'waived', waive_reason: 'spouse-plan' });
      // Changed their mind: the link still opens the same enrollment, which completes.
      const again = (await open(token)).body.data;
      expect(again).toMatchObject({
        state: 'open',
        temp_enrollment_id: enrollment,
        waive_reason: 'spouse-plan',
      });
      await putInCart(ctx(), enrollment, [PLANS.dental]);
      const { receipt } = await walkSteps(ctx(), enrollment, { billing: 'stmt' });
      expect(receipt?.policy_id).toEqual(expect.any(String));
      const done = await asWaived();
      expect(done).toMatchObject({ status: 'enrolled', waive_reason: null, waived_at: null });
      expect(done.plans.length).toBe(1);
      expect(done.monthly_cents).toBeGreaterThan(0);
      // Lakeside is paid weekly (seed/pay-demo.ts): the total also per paycheck (ADR 0033); its
      // contribution is on vision, so the employee pays the whole dental price.
      expect(done.pay).toMatchObject({
        frequency: 'weekly',
        employer_monthly: 0,
        employee_monthly: done.monthly_cents / 100,
      });
      expect([52, 53]).toContain(done.pay.paychecks_per_year);
      expect(done.pay.employee_per_paycheck).toBeCloseTo(
        (done.monthly_cents * 12) / done.pay.paychecks_per_year / 100,
        2,
      );
      expect((await open(token)).body.data.state).toBe('enrolled');
      const late = await post(ctx(), 'waive-coverage', { token, reason: 'cost' });
      expect(late.status).toBe(409);
      // The change history tells the invitation's story beside the saves (issue 32): sent by the
      // administrator, opened and declined by the employee through the link, with the reason code.
      const history = (
        await admin4100.call({ url: api(`get-enrollment-history?enrollment_id=${enrollment}`) })
      ).body.data as History;
      const story = history.rows
        .filter((r) => r.step === 'invitation')
        .map((r) => [r.action, r.person.role, r.person.verified, r.after]);
      expect(story.reverse()).toEqual([
        ['invite', 'group_admin', true, null],
        ['open', 'applicant', false, null],
        ['waive', 'applicant', false, 'spouse-plan'],
      ]);
      const sentBy = history.people.find((p) => p.role === 'group_admin');
      expect(sentBy?.name).toMatch(/\S+ \S+/);
      expect(history.steps).toContain('invitation');
      // Newest first, interleaved with the enrollment's own changes: completion came after the waiver.
      const order = history.rows.map((r) => r.action);
      expect(order.indexOf('complete')).toBeLessThan(order.indexOf('waive'));
      // The reason's free text is never kept in the history; another group's administrator is refused.
      expect(JSON.stringify(history)).not.toContain('waive_text');
      const other = await admin4200.call({ url: api(`get-enrollment-history?enrollment_id=${enrollment}`) });
      expect(other.status).toBe(403);
    }, 60_000);

    it('counts statuses and participation, pages, searches and filters on the server', async () => {
      const b = (await board(admin4200)).body.data;
      // Group 4200 has no pay schedule: no row says anything per paycheck.
      for (const r of b.rows) expect(r).not.toHaveProperty('pay');
      const sum = Object.values(b.counts as Record<string, number>).reduce((a, n) => a + n, 0);
      expect(sum).toBe(b.total);
      expect(b.participation.eligible).toBe(b.total - 1); // Otto is terminated
      // "Invite everyone" and "Remind everyone" say how many they reach: the eligible not invited,
      // and the eligible invited who have not finished (Otto, terminated and never invited, neither).
      expect(b.reach).toEqual({
        invite: b.counts.not_invited - 1,
        remind: b.counts.invited + b.counts.opened + b.counts.in_progress,
      });
      await insertCensus(
        ctx().db,
        4200,
        Array.from({ length: 30 }, (_, i) => ({
          first_name: `Paged${String(i).padStart(2, '0')}`,
          last_name: 'Zeta',
        })),
      );
      const p1 = (await board(admin4200, { search: 'zeta' })).body.data;
      expect(p1).toMatchObject({ total: 30, page: 1, per_page: 25 });
      expect(p1.rows).toHaveLength(25);
      const p2 = (await board(admin4200, { search: 'zeta', page: 2 })).body.data;
      expect(p2.rows.map((r: { first_name: string }) => r.first_name)).toEqual([
        'Paged25',
        'Paged26',
        'Paged27',
        'Paged28',
        'Paged29',
      ]);
      const byId = (await board(admin4200, { search: p2.rows[0].employee_id })).body.data;
      expect(byId.rows.map((r: { census_id: number }) => r.census_id)).toEqual([p2.rows[0].census_id]);
      const opened = (await board(admin4200, { status: 'opened' })).body.data;
      expect(opened.rows.length).toBeGreaterThan(0);
      expect(opened.rows.every((r: { status: string }) => r.status === 'opened')).toBe(true);
      expect(opened.total).toBe(b.counts.opened);
      expect((await board(admin4200, { status: 'bogus' })).status).toBe(400);
    });

    it('exports CSV and Excel with formula cells escaped', async () => {
      await insertCensus(ctx().db, 4200, [
        { first_name: '=HYPERLINK("http://x.example","y")', last_name: '+Formula' },
      ]);
      const csv = await admin4200.call({
        url: api('export-enrollment-board?group_id=4200&format=csv&search=formula'),
      });
      const text = Buffer.from(csv.body.data.content_base64, 'base64').toString('utf8');
      expect(text.split('\r\n')[0]).toContain('Employee ID,First name,Last name');
      expect(text).toContain(`"'=HYPERLINK(""http://x.example"",""y"")",'+Formula`);
      const es = await admin4200.call({
        url: api('export-enrollment-board?group_id=4200&format=xlsx&search=formula'),
        headers: { 'accept-language': 'es' },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(es.body.data.content_base64, 'base64') as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe('ID de empleado');
      expect(sheet.getRow(2).getCell(2).value).toBe('\'=HYPERLINK("http://x.example","y")');
      expect(sheet.getRow(2).getCell(3).value).toBe("'+Formula");
      expect(sheet.getRow(2).getCell(2).formula).toBeUndefined();
    });
  },
  { fresh: true },
);
