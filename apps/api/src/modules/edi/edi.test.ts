import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { PERSON, PLANS, dependent, walkEnrollment } from '../../../test/wizard';
import { envelopeProblems, memberLoops, parseX12, type Seg } from '../../../test/x12-parse';
import { openSsn } from '../../kernel/enrollment/sensitive';
import { openJson } from '../../kernel/crypto/data-key';
import { rotateDataKey } from '../../kernel/crypto/data-key-rotation';
import { decideEvent, reportEvent } from '../../kernel/enrollment-windows/life-events.repository';
import { buildAndRecord, type BuiltFile } from './edi-file.service';

const GOLDEN = join(import.meta.dirname, 'golden');
const CARRIER = 'BrightSmile Dental Co.';
const POLICY = 'NW77-DEN';

/** A committed expected file; UPDATE_GOLDEN=1 rewrites it (then read the diff before committing). */
function expectGolden(name: string, content: string) {
  const path = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, content);
  expect(existsSync(path), `${name} is committed (UPDATE_GOLDEN=1 writes it)`).toBe(true);
  expect(content).toBe(readFileSync(path, 'utf8'));
}

/**
 * The parsed file against the database: the envelope adds up, and every INS loop is a member (or
 * a dependent of one) of the group with the carrier's coverage, with the name, SSN, address and
 * birth date stored for them.
 */
async function checkAgainstDatabase(ctx: TestCtx, file: BuiltFile): Promise<Seg[][]> {
  const segs = await parseX12(file.content);
  expect(envelopeProblems(segs)).toEqual([]);
  expect(Number(segs[0]!['13'])).toBe(file.control_number);
  const loops = memberLoops(segs);
  let subscriberId = '';
  for (const loop of loops) {
    const ins = loop[0]!;
    const ref0f = loop.find((s) => s.name === 'REF' && s['1'] === '0F')!;
    const nm1 = loop.find((s) => s.name === 'NM1')!;
    const dmg = loop.find((s) => s.name === 'DMG')!;
    expect(loop.find((s) => s.name === 'REF' && s['1'] === '1L')?.['2']).toBe(POLICY);
    if (ins['1'] === 'Y') {
      subscriberId = ref0f['2']!;
      const [m] = await ctx.db.query<{
        last_name: string;
        ssn_enc: string | null;
        dob: string;
        address1: string;
        group_id: number;
      }>('SELECT last_name, ssn_enc, dob::text AS dob, address1, group_id FROM members WHERE user_id = $1', [
        Number(subscriberId),
      ]);
      expect(m, `member ${subscriberId}`).toBeDefined();
      expect(m!.group_id).toBe(77);
      expect(nm1['3']).toBe(m!.last_name.toUpperCase());
      expect(nm1['9'] ?? null).toBe(m!.ssn_enc ? openSsn(m!.ssn_enc, ctx.config.dataKey) : null);
      expect(dmg['2']).toBe(m!.dob.replaceAll('-', ''));
      const n3 = loop.find((s) => s.name === 'N3');
      if (m!.address1) expect(n3?.['1']).toBe(m!.address1.toUpperCase());
    } else {
      expect(ref0f['2']).toBe(subscriberId);
      const deps = await ctx.db.query<{
        first_name: string;
        ssn_enc: string | null;
        birthdate: string;
        relationship: string;
      }>(
        'SELECT first_name, ssn_enc, birthdate::text AS birthdate, relationship FROM member_dependents WHERE user_id = $1',
        [Number(subscriberId)],
      );
      const d = deps.find((x) => x.first_name.toUpperCase() === nm1['4']);
      expect(d, `dependent ${nm1['4']}`).toBeDefined();
      expect(ins['2']).toBe(d!.relationship === 'spouse' ? '01' : '19');
      expect(nm1['9'] ?? null).toBe(d!.ssn_enc ? openSsn(d!.ssn_enc, ctx.config.dataKey) : null);
      expect(dmg['2']).toBe(d!.birthdate.replaceAll('-', ''));
    }
  }
  return loops;
}

describeEachDriver(
  'EDI 834 files',
  (ctx) => {
    let carrierId = 0;
    let admin: { cookie: string };
    let userId = 0;
    const as = async (who: Who | null) => (who ? await sessionHeaders(ctx(), who) : {});
    const call = async (
      method: 'GET' | 'POST',
      name: string,
      payload: Record<string, unknown>,
      who: Who | null,
    ) =>
      ctx().call({
        method,
        url: api(
          method === 'GET' ? `${name}?${new URLSearchParams(payload as Record<string, string>)}` : name,
        ),
        ...(method === 'POST' && { payload }),
        headers: await as(who),
      });
    // Fixed times and control numbers: the golden files are byte for byte.
    const build = (mode: 'full' | 'changes', day: number) =>
      ctx().db.transaction((tx) =>
        buildAndRecord(tx, ctx().config.dataKey, {
          carrier_id: carrierId,
          group_id: 77,
          mode,
          as_of: `2026-12-0${day}`,
          created_by: 'test',
          now: new Date(`2026-12-0${day}T02:00:00Z`),
        }),
      );

    beforeAll(async () => {
      admin = await sessionHeaders(ctx(), 'platformAdmin');
      const list = await ctx().call({ url: api('list-carriers'), headers: admin });
      expect(list.status).toBe(200);
      carrierId = list.body.data.carriers.find((c: { name: string }) => c.name === CARRIER).carrier_id;
      const saved = await call(
        'POST',
        'save-trading-partner',
        {
          carrier_id: carrierId,
          sender_qualifier: 'ZZ',
          sender_id: 'BENEFITSTORE',
          receiver_qualifier: 'ZZ',
          receiver_id: 'BRIGHTSMILE',
          gs_sender_code: 'BSTORE',
          gs_receiver_code: 'BSMILE',
          file_mode: 'changes',
          usage_indicator: 'T',
          schedule_time: '',
          drop_folder: '',
          groups: [{ group_id: 77, policy_number: POLICY }],
        },
        'platformAdmin',
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // What the carrier already knows: the seeded members (control number 1).
      await build('changes', 1);
    });

    it('the compare screen still reads the carrier by name, now a reference', async () => {
      const [p] = await ctx().db.query<{ name: string; facts: Record<string, unknown> }>(
        'SELECT c.name, p.facts FROM plans p JOIN carriers c ON c.carrier_id = p.carrier_id WHERE p.plan_id = 1001',
      );
      expect(p).toEqual({
        name: CARRIER,
        facts: expect.not.objectContaining({ carrier: expect.anything() }),
      });
      const [none] = await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM plans WHERE carrier_id IS NULL',
      );
      expect(none!.n).toBe(0);
    });

    it('a new enrollment with a spouse and a child: one addition of three people (golden file)', async () => {
      await walkEnrollment(ctx(), {
        plans: [PLANS.dental],
        // The golden file holds this SSN (walks are otherwise distinct people, ADR 0020).
        ssn: PERSON.ssn,
        profile: { tier: 'IF', dob: '04/12/1986' },
        contact: {
          email_address: 'ana.rivera.edi@example.com',
          phone_number: '4045550123',
          address1: '55 Peachtree Street Suite 300',
          city: 'Atlanta',
          state: 'GA',
          zip: '30301',
          with_validation: 1,
        },
        dependents: [
          dependent(),
          dependent({
            first_name: 'Sofia',
            birthdate: '06/15/2015',
            ssn: '534567890',
            relationship: 'child',
            gender: 1,
          }),
        ],
      });
      const [m] = await ctx().db.query<{ user_id: number }>(
        "SELECT user_id FROM members WHERE email = 'ana.rivera.edi@example.com'",
      );
      userId = m!.user_id;
      // The effective date checkout offered depends on today; the golden file needs a fixed one.
      await ctx().db.query("UPDATE member_plans SET effective_date = '2027-01-01' WHERE user_id = $1", [
        userId,
      ]);
      const file = await build('changes', 2);
      expect(file.counts).toMatchObject({ subscribers: 1, dependents: 2, additions: 1, changes: 0 });
      const loops = await checkAgainstDatabase(ctx(), file);
      expect(loops.map((l) => `${l[0]!['1']} ${l[0]!['2']} ${l[0]!['3']}`)).toEqual([
        'Y 18 021',
        'N 01 021',
        'N 19 021',
      ]);
      expect(loops[0]!.find((s) => s.name === 'HD')).toMatchObject({ '1': '021', '3': 'DEN', '5': 'FAM' });
      expectGolden(
        'new-enrollment-spouse-child.edi',
        file.content.replaceAll(`*0F*${userId}~`, '*0F*NEWMEMBER~'),
      );
    });

    it('a change of address: one change (001), nothing else (golden file)', async () => {
      // As complete-enrollment's member writer records a member's new details.
      await ctx().db.query(
        "UPDATE members SET address1 = '200 Peachtree Street', zip = '30303', updated_at = now() WHERE user_id = $1",
        [userId],
      );
      const file = await build('changes', 3);
      expect(file.counts).toMatchObject({ subscribers: 1, additions: 0, changes: 1, terminations: 0 });
      const loops = await checkAgainstDatabase(ctx(), file);
      expect(loops[0]!.find((s) => s.name === 'N3')?.['1']).toBe('200 PEACHTREE STREET');
      expectGolden('change-of-address.edi', file.content.replaceAll(`*0F*${userId}~`, '*0F*NEWMEMBER~'));
    });

    it('a termination by the rep: one 024 with its end dates (golden file)', async () => {
      // The end date must be within the window around today (ADR 0027): the golden file's
      // 2027-03-31 while that is allowed, else a month from today written back as 2027-03-31.
      const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const end = inMonth > '2027-03-31' ? inMonth : '2027-03-31';
      const r = await call(
        'POST',
        'terminate-coverage',
        { user_id: userId, plan_id: PLANS.dental, terminated_on: end, reason: 'Left the employer' },
        'rep10109',
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const file = await build('changes', 4);
      expect(file.counts).toMatchObject({ subscribers: 1, terminations: 1, additions: 0, changes: 0 });
      const loops = await checkAgainstDatabase(ctx(), file);
      expect(loops[0]![0]!['3']).toBe('024');
      const compact = end.replaceAll('-', '');
      expect(loops[0]!.find((s) => s.name === 'DTP' && s['1'] === '349')?.['3']).toBe(compact);
      expectGolden(
        'termination.edi',
        file.content
          .replaceAll(`*0F*${userId}~`, '*0F*NEWMEMBER~')
          .replaceAll(`*D8*${compact}~`, '*D8*20270331~'),
      );
      // Nothing changed since: the next changes-only file is empty.
      expect((await build('changes', 5)).counts.subscribers).toBe(0);
    });

    it('a full file carries everyone active as 030 (golden file); control numbers only grow', async () => {
      const file = await build('full', 6);
      const [active] = await ctx().db.query<{ n: number }>(
        `SELECT count(DISTINCT mp.user_id)::int AS n FROM member_plans mp JOIN members m USING (user_id)
         JOIN plans p ON p.plan_id = mp.plan_id WHERE p.carrier_id = $1 AND m.group_id = 77 AND mp.status = 'ACTIVE'`,
        [carrierId],
      );
      expect(file.counts.subscribers).toBe(active!.n);
      expect(file.counts.audits).toBe(active!.n);
      const loops = await checkAgainstDatabase(ctx(), file);
      expect(loops.every((l) => l[0]!['3'] === '030')).toBe(true);
      expectGolden('full-file.edi', file.content);
      const numbers = await ctx().db.query<{ n: number }>(
        'SELECT control_number::int AS n FROM edi_files WHERE carrier_id = $1 ORDER BY file_id',
        [carrierId],
      );
      expect(numbers.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('builds through the API (platform administrator only) and keeps the file sealed: no SSN in the table', async () => {
      const body = { carrier_id: carrierId, group_id: 77, as_of: '2026-12-07', mode: 'full' };
      for (const who of ['rep10109', 'group77'] as const)
        expect((await call('POST', 'build-edi-file', body, who)).status).toBe(403);
      expect((await call('POST', 'build-edi-file', body, null)).status).toBe(401);
      const r = await call('POST', 'build-edi-file', body, 'platformAdmin');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({
        mode: 'full',
        control_number: 7,
        group_id: 77,
        created_by: 'admin@benefit-store.example',
      });
      // A plain read of every EDI table, as a dump would see it.
      const dump = JSON.stringify(
        await ctx().db.query(
          `SELECT (SELECT json_agg(f) FROM edi_files f) AS files, (SELECT json_agg(r) FROM edi_runs r) AS runs,
                  (SELECT json_agg(t) FROM edi_download_tokens t) AS tokens`,
        ),
      );
      expect(dump).toContain('v2.');
      for (const ssn of ['512345678', '523456789', '534567890']) expect(dump).not.toContain(ssn);
    });

    it("downloads: a one-time link for the platform admin and the group's rep; never another rep, the group admin or anyone", async () => {
      const [f] = await ctx().db.query<{ file_id: number }>(
        'SELECT max(file_id)::int AS file_id FROM edi_files WHERE carrier_id = $1',
        [carrierId],
      );
      const fileId = f!.file_id;
      expect((await call('POST', 'create-edi-download-link', { file_id: fileId }, null)).status).toBe(401);
      for (const who of ['rep20417', 'group77', 'member5001'] as const)
        expect((await call('POST', 'create-edi-download-link', { file_id: fileId }, who)).status, who).toBe(
          403,
        );
      // An unknown file is refused like a forbidden one.
      expect((await call('POST', 'create-edi-download-link', { file_id: 999999 }, 'rep10109')).status).toBe(
        403,
      );
      expect((await call('GET', 'list-group-edi-files', { group_id: 77 }, 'rep20417')).status).toBe(403);
      expect((await call('GET', 'list-group-edi-files', { group_id: 77 }, 'group77')).status).toBe(403);
      for (const who of ['platformAdmin', 'rep10109'] as const) {
        // The link opens in the session that asked for it only (ADR 0027).
        const session = await as(who);
        const link = await ctx().call({
          method: 'POST',
          url: api('create-edi-download-link'),
          payload: { file_id: fileId },
          headers: session,
        });
        expect(link.status).toBe(200);
        const res = await ctx().app.inject({ url: link.body.data.url, headers: session });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-disposition']).toMatch(
          /^attachment; filename="834-brightsmile-dental-co-\d+\.edi"$/,
        );
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toMatch(/^ISA\*00\*/);
        expect(res.body).toMatch(/\*34\*\d{9}~/);
        // Once only.
        expect((await ctx().app.inject({ url: link.body.data.url, headers: session })).statusCode).toBe(404);
      }
      // An expired link opens nothing.
      const late = await ctx().call({
        method: 'POST',
        url: api('create-edi-download-link'),
        payload: { file_id: fileId },
        headers: admin,
      });
      await ctx().db.query(
        "UPDATE edi_download_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
      );
      expect((await ctx().app.inject({ url: late.body.data.url, headers: admin })).statusCode).toBe(404);
      // Both downloads are in the history, who and when, for the console and for the rep.
      const history = await call('GET', 'list-edi-files', { carrier_id: carrierId }, 'platformAdmin');
      const row = history.body.data.files.find((x: { file_id: number }) => x.file_id === fileId);
      expect(row.downloads.map((d: { who: string; role: string }) => `${d.who} ${d.role}`)).toEqual([
        'admin@benefit-store.example platform_admin',
        'jordan.avery@summit-benefits.example rep',
      ]);
      const mine = await call('GET', 'list-group-edi-files', { group_id: 77 }, 'rep10109');
      expect(mine.body.data.files.map((x: { file_id: number }) => x.file_id)).toContain(fileId);
    });

    it('data-key:rotate re-seals the kept files: they open with the new key alone', async () => {
      const old = ctx().config.dataKey.current;
      const next = 'edi-rotation-test-key-0123456789abcdef';
      const counts = await rotateDataKey(ctx().db, { current: next, previous: [old] });
      const files = counts.find((c) => c.table === 'edi_files' && c.column === 'content_enc');
      expect(files?.values).toBeGreaterThan(0);
      const [row] = await ctx().db.query<{ content_enc: string }>(
        'SELECT content_enc FROM edi_files ORDER BY file_id DESC LIMIT 1',
      );
      expect(openJson<string>(row!.content_enc, next)).toMatch(/^ISA\*00\*/);
      // Back under the suite's key, for whatever runs after.
      await rotateDataKey(ctx().db, { current: old, previous: [next] });
    });

    it("says whether today's nightly file was built, so the form can say when the next one goes", async () => {
      const read = async () =>
        (await ctx().call({ url: api(`get-trading-partner?carrier_id=${carrierId}`), headers: admin })).body
          .data.scheduled_today;
      const today = new Date().toISOString().slice(0, 10);
      await ctx().db.query('DELETE FROM edi_runs WHERE carrier_id = $1 AND run_date = $2::date', [
        carrierId,
        today,
      ]);
      expect(await read()).toBe(false);
      await ctx().db.query(
        `INSERT INTO edi_runs (carrier_id, run_date, claimed_by) VALUES ($1, $2::date, 'test')`,
        [carrierId, today],
      );
      try {
        expect(await read()).toBe(true);
      } finally {
        await ctx().db.query('DELETE FROM edi_runs WHERE carrier_id = $1 AND run_date = $2::date', [
          carrierId,
          today,
        ]);
      }
    });

    it('refuses bad partner settings beside the fields, in Spanish too', async () => {
      const r = await ctx().call({
        method: 'POST',
        url: api('save-trading-partner'),
        headers: { ...admin, 'accept-language': 'es' },
        payload: {
          carrier_id: carrierId,
          sender_qualifier: 'QQ',
          sender_id: 'BAD*ID',
          receiver_qualifier: 'ZZ',
          receiver_id: 'BRIGHTSMILE',
          gs_sender_code: 'BSTORE',
          gs_receiver_code: 'BSMILE',
          file_mode: 'changes',
          usage_indicator: 'T',
          schedule_time: '25:00',
          drop_folder: '../etc',
          groups: [],
        },
      });
      expect(r.status).toBe(400);
      const byField = Object.fromEntries(
        r.body.data.map((e: { target_element: string; error_message: string }) => [
          e.target_element,
          e.error_message,
        ]),
      );
      expect(byField).toMatchObject({
        sender_qualifier: 'Elija un calificador de la lista.',
        sender_id: 'Use de 1 a 15 letras, dígitos, espacios, puntos o guiones.',
        schedule_time: 'Use una hora como 02:30 (UTC) o déjela vacía.',
        drop_folder: 'Use un nombre de carpeta como carriers/brightsmile.',
      });
    });

    it('a change made under a life event carries its reason code in INS04 and the event day in DTP*303', async () => {
      // A birth's child added by a new enrollment: the event (02 Birth, 20 November) approved, the
      // enrollment completed on 7 December, within the event's window.
      await walkEnrollment(ctx(), {
        plans: [PLANS.dental],
        profile: { tier: 'IC', dob: '03/02/1990' },
        contact: {
          email_address: 'lina.birth.edi@example.com',
          phone_number: '4045550199',
          address1: '12 Peachtree Street',
          city: 'Atlanta',
          state: 'GA',
          zip: '30301',
          with_validation: 1,
        },
        dependents: [
          dependent({ first_name: 'Nico', birthdate: '11/20/2026', relationship: 'child', ssn: '545678901' }),
        ],
      });
      const [m] = await ctx().db.query<{ user_id: number; enrollment_id: string }>(
        `SELECT m.user_id, mp.enrollment_id FROM members m JOIN member_plans mp ON mp.user_id = m.user_id
          WHERE m.email = 'lina.birth.edi@example.com'`,
      );
      // The file's clock is fixed (2026-12-0N): the member and their enrollment are dated to match.
      await ctx().db.query("UPDATE members SET created_at = '2026-12-07T01:00:00Z' WHERE user_id = $1", [
        m!.user_id,
      ]);
      await ctx().db.query(
        "UPDATE enrollments SET completed_at = '2026-12-07T01:00:00Z' WHERE enrollment_id = $1",
        [m!.enrollment_id],
      );
      const reported = await reportEvent(ctx().db, {
        groupId: 77,
        censusId: null,
        memberUserId: m!.user_id,
        kind: 'birth',
        eventDate: '2026-11-20',
        today: '2026-11-25',
        by: { kind: 'member', id: m!.user_id },
      });
      if (!reported.ok) throw new Error(JSON.stringify(reported));
      await decideEvent(ctx().db, ctx().config.dataKey, reported.eventId, {
        status: 'approved',
        reason: 'Certificate seen',
        by: 1,
      });
      const file = await build('changes', 7);
      const loops = await checkAgainstDatabase(ctx(), file);
      const mine = loops.filter(
        (l) => l.find((s) => s.name === 'REF' && s['1'] === '0F')?.['2'] === String(m!.user_id),
      );
      expect(mine.map((l) => `${l[0]!['1']} ${l[0]!['2']} ${l[0]!['3']} ${l[0]!['4']}`)).toEqual([
        'Y 18 021 02',
        'N 19 021 02',
      ]);
      for (const loop of mine)
        expect(loop.find((s) => s.name === 'DTP' && s['1'] === '303')).toMatchObject({
          '2': 'D8',
          '3': '20261120',
        });
      // Without an event, an addition keeps its usual reason (28, initial enrollment) and no DTP*303.
      await ctx().db.query("UPDATE life_events SET status = 'denied' WHERE event_id = $1", [
        reported.eventId,
      ]);
      await ctx().db.query("UPDATE members SET created_at = '2026-12-08T01:00:00Z' WHERE user_id = $1", [
        m!.user_id,
      ]);
      await ctx().db.query(
        "UPDATE enrollments SET completed_at = '2026-12-08T01:00:00Z' WHERE enrollment_id = $1",
        [m!.enrollment_id],
      );
      const plain = await checkAgainstDatabase(ctx(), await build('changes', 8));
      const again = plain.filter(
        (l) => l.find((s) => s.name === 'REF' && s['1'] === '0F')?.['2'] === String(m!.user_id),
      );
      expect(again.map((l) => l[0]!['4'])).toEqual(['28', '28']);
      expect(again.flat().some((s) => s.name === 'DTP' && s['1'] === '303')).toBe(false);
    });
  },
  { fresh: true },
);
