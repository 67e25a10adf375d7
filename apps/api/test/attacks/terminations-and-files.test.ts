import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt, generateKey, readMessage, readPrivateKey } from 'openpgp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openJson } from '../../src/kernel/crypto/data-key';
import { runDueExports } from '../../src/modules/edi/edi-schedule';
import { api, describeEachDriver, type TestCtx } from '../harness';
import { sessionHeaders, WHO, type Who } from '../sign-in';

/**
 * Issue 26, findings 6, 7 and 8 (the 834 link), ADR 0027: terminations within a window with an
 * author and a reason; drop files never in clear and removed after the partner's retention; a
 * download link that opens only in the session that asked.
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const byField = (body: { data: { target_element: string; error_message: string }[] }) =>
  Object.fromEntries(body.data.map((e) => [e.target_element, e.error_message]));

describeEachDriver(
  'attack: terminations and carrier files',
  (ctx) => {
    let plans: { user_id: number; plan_id: number; carrier_id: number }[] = [];
    let carrierId = 0;
    const root = mkdtempSync(join(tmpdir(), 'edi-attack-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const post = async (call: string, payload: object, who: Who | { cookie: string } | null, lang?: string) =>
      ctx().call({
        method: 'POST',
        url: api(call),
        payload: payload as Record<string, unknown>,
        headers: {
          ...(who === null
            ? {}
            : typeof who === 'object' && 'cookie' in who
              ? who
              : await sessionHeaders(ctx(), who)),
          ...(lang && { 'accept-language': lang }),
        },
      });
    const coverage = (t: TestCtx, planId: number) =>
      t.db.query(
        `SELECT status, terminated_on::text AS terminated_on, terminated_at, terminated_by, termination_reason_enc
           FROM member_plans WHERE user_id = 5001 AND plan_id = $1`,
        [planId],
      );
    const auditCount = async (t: TestCtx) =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM enrollment_audit WHERE subject_user_id = 5001',
        )
      )[0]!.n;
    const partner = (extra: object) => ({
      carrier_id: carrierId,
      sender_qualifier: 'ZZ',
      sender_id: 'BENEFITSTORE',
      receiver_qualifier: 'ZZ',
      receiver_id: 'CARRIER',
      gs_sender_code: 'BSTORE',
      gs_receiver_code: 'CARRIER',
      file_mode: 'full',
      usage_indicator: 'T',
      schedule_time: '',
      drop_folder: 'attack',
      groups: [{ group_id: 77, policy_number: 'NW77-ATTACK' }],
      ...extra,
    });

    beforeAll(async () => {
      // Member 5001's coverage, and another group 77 member's for the override.
      plans = await ctx().db.query<{ user_id: number; plan_id: number; carrier_id: number }>(
        `SELECT DISTINCT ON (mp.user_id = 5001) mp.user_id, mp.plan_id, p.carrier_id
           FROM member_plans mp JOIN plans p USING (plan_id) JOIN members m USING (user_id)
          WHERE m.group_id = 77 AND mp.status = 'ACTIVE'
          ORDER BY mp.user_id = 5001 DESC, mp.user_id, mp.plan_id`,
      );
      expect(plans.map((p) => p.user_id === 5001)).toEqual([true, false]);
      carrierId = plans[0]!.carrier_id;
    });

    it('1900-01-01, a date before the start or a year ahead is refused beside the date, in Spanish too; nothing changes', async () => {
      const planId = plans[0]!.plan_id;
      const before = await coverage(ctx(), planId);
      const audits = await auditCount(ctx());
      const body = { user_id: 5001, plan_id: planId, reason: 'Left the employer' };
      const r = await post('terminate-coverage', { ...body, terminated_on: '1900-01-01' }, 'rep10109');
      expect(r.status).toBe(422);
      expect(byField(r.body)).toEqual({ terminated_on: 'The coverage cannot end before it started.' });
      const es = await post('terminate-coverage', { ...body, terminated_on: '1900-01-01' }, 'rep10109', 'es');
      expect(byField(es.body)).toEqual({
        terminated_on: 'La cobertura no puede terminar antes de haber comenzado.',
      });
      const back = await post('terminate-coverage', { ...body, terminated_on: day(-61) }, 'rep10109');
      expect(byField(back.body)).toEqual({
        terminated_on: 'The end date can be at most 60 days in the past.',
      });
      const ahead = await post(
        'terminate-coverage',
        { ...body, terminated_on: day(366) },
        'platformAdmin',
        'es',
      );
      expect(byField(ahead.body)).toEqual({
        terminated_on: 'La fecha de terminación puede ser como máximo 365 días en el futuro.',
      });
      // A reason is required from everyone, the administrator included.
      const noReason = await post(
        'terminate-coverage',
        { ...body, reason: ' ', terminated_on: day(5) },
        'platformAdmin',
      );
      expect(noReason.status).toBe(400);
      expect(byField(noReason.body)).toEqual({ reason: 'Please give the reason for ending this coverage.' });
      // Only the platform administrator overrides the window.
      const override = await post(
        'terminate-coverage',
        { ...body, terminated_on: day(-90), override_window: true },
        'rep10109',
      );
      expect(override.status).toBe(403);
      expect(byField(override.body)).toEqual({
        override_window: 'Only the platform administrator can end a coverage outside the usual dates.',
      });
      // Nobody else at all: anonymous, the group's administrator, the member.
      expect((await post('terminate-coverage', { ...body, terminated_on: day(5) }, null)).status).toBe(401);
      for (const who of ['group77', 'member5001', 'rep20417'] as const)
        expect((await post('terminate-coverage', { ...body, terminated_on: day(5) }, who)).status, who).toBe(
          403,
        );
      expect(await coverage(ctx(), planId)).toEqual(before);
      expect(await auditCount(ctx())).toBe(audits);
    });

    it("a valid termination records who and why, shows in the member's history, and the 834 carries it", async () => {
      const planId = plans[0]!.plan_id;
      const end = day(14);
      const r = await post(
        'terminate-coverage',
        { user_id: 5001, plan_id: planId, terminated_on: end, reason: 'Moved to part-time hours' },
        'rep10109',
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ terminated_on: end, terminated_by: WHO.rep10109.email });
      const [row] = await ctx().db.query<{
        status: string;
        terminated_on: string;
        email: string;
        termination_reason_enc: string;
      }>(
        `SELECT mp.status, mp.terminated_on::text AS terminated_on, a.email, mp.termination_reason_enc
           FROM member_plans mp JOIN accounts a ON a.account_id = mp.terminated_by
          WHERE mp.user_id = 5001 AND mp.plan_id = $1`,
        [planId],
      );
      expect(row).toMatchObject({ status: 'TERMINATED', terminated_on: end, email: WHO.rep10109.email });
      // The reason is sealed at rest, and opens to what was typed.
      expect(row!.termination_reason_enc).not.toContain('part-time');
      expect(openJson(row!.termination_reason_enc, ctx().config.dataKey)).toBe('Moved to part-time hours');

      const history = await ctx().call({
        url: api('get-member-history?user_id=5001&step=coverage'),
        headers: await sessionHeaders(ctx(), 'group77'),
      });
      expect(history.status).toBe(200);
      const fields = Object.fromEntries(
        history.body.data.rows.map((x: { field: string; before: string | null; after: string }) => [
          x.field,
          [x.before, x.after],
        ]),
      );
      expect(fields).toMatchObject({
        status: ['ACTIVE', 'TERMINATED'],
        terminated_on: [null, end],
        termination_reason: [null, 'Moved to part-time hours'],
      });
      expect(fields.plan[1]).toMatch(new RegExp(`^${planId} `));
      expect(history.body.data.rows[0].person).toMatchObject({ role: 'rep', verified: true });

      // The 834: a termination (024) of member 5001 with its end date.
      expect((await post('save-trading-partner', partner({}), 'platformAdmin')).status).toBe(200);
      const admin = await sessionHeaders(ctx(), 'platformAdmin');
      const built = await post(
        'build-edi-file',
        { carrier_id: carrierId, group_id: 77, as_of: day(0), mode: 'changes' },
        admin,
      );
      expect(built.status, JSON.stringify(built.body)).toBe(200);
      const [file] = await ctx().db.query<{ content_enc: string }>(
        'SELECT content_enc FROM edi_files WHERE file_id = $1',
        [built.body.data.file_id],
      );
      const content = openJson<string>(file!.content_enc, ctx().config.dataKey);
      const loop = content.split('INS*').find((l) => l.includes('REF*0F*5001~'));
      expect(loop).toMatch(/^Y\*18\*024\*/);
      expect(loop).toContain(`DTP*349*D8*${end.replaceAll('-', '')}~`);
    });

    it('the platform administrator may go further back with the override and a reason, never past a year', async () => {
      const { user_id, plan_id: planId } = plans[1]!;
      const body = {
        user_id,
        plan_id: planId,
        reason: 'Death reported late by the family',
        override_window: true,
      };
      // A coverage that started long ago, so only the override's own bound applies.
      await ctx().db.query(
        'UPDATE member_plans SET effective_date = $3::date WHERE user_id = $1 AND plan_id = $2',
        [user_id, planId, day(-500)],
      );
      const tooFar = await post('terminate-coverage', { ...body, terminated_on: day(-400) }, 'platformAdmin');
      expect(byField(tooFar.body)).toEqual({
        terminated_on: 'Even with an override, the end date can be at most 365 days in the past.',
      });
      const [start] = await ctx().db.query<{ d: string }>(
        'SELECT effective_date::text AS d FROM member_plans WHERE user_id = $1 AND plan_id = $2',
        [user_id, planId],
      );
      const back = [day(-90), start!.d].sort().at(-1)!;
      const r = await post('terminate-coverage', { ...body, terminated_on: back }, 'platformAdmin');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [row] = await ctx().db.query<{ kind: string }>(
        `SELECT a.kind FROM member_plans mp JOIN accounts a ON a.account_id = mp.terminated_by
          WHERE mp.user_id = $1 AND mp.plan_id = $2`,
        [user_id, planId],
      );
      expect(row!.kind).toBe('platform_admin');
    });

    it("the drop file is encrypted to the carrier's key: no SSN on disk, the carrier opens the exact file", async () => {
      const { privateKey, publicKey } = await generateKey({
        type: 'curve25519',
        userIDs: [{ name: 'Carrier EDI', email: 'edi@carrier.example' }],
        format: 'armored',
      });
      // A private key, or text that is no key, is refused beside the field.
      const priv = await post(
        'save-trading-partner',
        partner({ public_key: privateKey }),
        'platformAdmin',
        'es',
      );
      expect(priv.status).toBe(400);
      expect(Object.keys(byField(priv.body))).toEqual(['public_key']);
      const junk = `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key\n-----END PGP PUBLIC KEY BLOCK-----`;
      const bad = await post('save-trading-partner', partner({ public_key: junk }), 'platformAdmin', 'es');
      expect(byField(bad.body)).toEqual({ public_key: 'Esta no es una clave pública OpenPGP legible.' });

      const saved = await post(
        'save-trading-partner',
        partner({ public_key: publicKey, schedule_time: '00:00', retention_days: 30 }),
        'platformAdmin',
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.settings).toMatchObject({ public_key: publicKey.trim(), retention_days: 30 });
      const config = { ...ctx().config, ediDropRoot: root };
      const [path] = await runDueExports(ctx().db, config, 'attack', new Date(`${day(0)}T23:59:00Z`));
      expect(path).toMatch(/834-\d+-\d{9}\.edi\.pgp$/);
      const raw = readFileSync(path!);
      const [f] = await ctx().db.query<{ content_enc: string }>(
        'SELECT f.content_enc FROM edi_runs r JOIN edi_files f ON f.file_id = r.file_id WHERE r.carrier_id = $1',
        [carrierId],
      );
      const expected = openJson<string>(f!.content_enc, ctx().config.dataKey);
      const ssns = [...expected.matchAll(/\*34\*(\d{9})~/g)].map((m) => m[1]!);
      expect(ssns.length).toBeGreaterThan(0);
      for (const ssn of ssns) expect(raw.includes(ssn)).toBe(false);
      expect(raw.includes('ISA*')).toBe(false);
      const { data } = await decrypt({
        message: await readMessage({ binaryMessage: raw }),
        decryptionKeys: await readPrivateKey({ armoredKey: privateKey }),
        format: 'binary',
      });
      expect(new TextDecoder().decode(data as Uint8Array)).toBe(expected);
    });

    it('without a key the drop file is sealed with the data key, and npm run edi:open opens it', async () => {
      expect(
        (await post('save-trading-partner', partner({ schedule_time: '00:00' }), 'platformAdmin')).status,
      ).toBe(200);
      await ctx().db.query('DELETE FROM edi_runs WHERE carrier_id = $1', [carrierId]);
      const [path] = await runDueExports(
        ctx().db,
        { ...ctx().config, ediDropRoot: root },
        'attack',
        new Date(),
      );
      expect(path).toMatch(/\.edi\.sealed$/);
      const sealed = readFileSync(path!, 'utf8');
      expect(sealed).not.toContain('ISA*');
      const opened = execFileSync('npx', ['tsx', 'src/edi-open.ts', path!], {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_KEY: ctx().config.dataKey.current, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(opened).toBe(openJson<string>(sealed, ctx().config.dataKey));
      expect(opened).toMatch(/^ISA\*00\*/);
    });

    it("the nightly job removes our drop files older than the partner's retention, and only ours", async () => {
      expect(
        (
          await post(
            'save-trading-partner',
            partner({ schedule_time: '', retention_days: 7 }),
            'platformAdmin',
          )
        ).status,
      ).toBe(200);
      const dir = join(root, 'attack');
      mkdirSync(dir, { recursive: true });
      const old = (name: string, days: number) => {
        writeFileSync(join(dir, name), 'x');
        const t = new Date(Date.now() - days * 86_400_000);
        utimesSync(join(dir, name), t, t);
      };
      old(`834-${carrierId}-000000900.edi.pgp`, 8);
      old(`834-${carrierId}-000000901.edi.sealed`, 30);
      old(`.834-${carrierId}-000000902.edi.pgp.123.tmp`, 10);
      old(`834-${carrierId}-000000903.edi.pgp`, 6);
      old('carrier-readme.txt', 400);
      const kept = readdirSync(dir).filter((n) => !/0000009(00|01|02)/.test(n));
      await runDueExports(ctx().db, { ...ctx().config, ediDropRoot: root }, 'attack', new Date());
      expect(readdirSync(dir).sort()).toEqual(kept.sort());
      expect(readdirSync(dir)).toContain('carrier-readme.txt');
      expect(readdirSync(dir)).toContain(`834-${carrierId}-000000903.edi.pgp`);
    });

    it('a download link opens only in the session that asked; the fetch is recorded as who fetched it', async () => {
      const [f] = await ctx().db.query<{ file_id: number }>(
        'SELECT max(file_id)::int AS file_id FROM edi_files WHERE carrier_id = $1 AND group_id = 77',
        [carrierId],
      );
      const asker = await sessionHeaders(ctx(), 'rep10109');
      const link = await post('create-edi-download-link', { file_id: f!.file_id }, asker);
      expect(link.status).toBe(200);
      const url = link.body.data.url as string;
      const downloads = () =>
        ctx().db.query<{ who: string; role: string; account_id: number }>(
          'SELECT who, role, account_id::int AS account_id FROM edi_file_downloads WHERE file_id = $1 ORDER BY at',
          [f!.file_id],
        );
      const before = await downloads();
      // Anonymous, the same rep signed in elsewhere, and the platform administrator: nothing,
      // and the link stays unspent for the one who asked.
      for (const headers of [
        {},
        await sessionHeaders(ctx(), 'rep10109'),
        await sessionHeaders(ctx(), 'platformAdmin'),
      ]) {
        const res = await ctx().app.inject({ url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('ISA*');
      }
      expect(await downloads()).toEqual(before);
      const ok = await ctx().app.inject({ url, headers: asker });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toMatch(/^ISA\*00\*/);
      const [rep] = await ctx().db.query<{ account_id: number }>(
        'SELECT account_id::int AS account_id FROM accounts WHERE email = $1',
        [WHO.rep10109.email],
      );
      expect((await downloads()).slice(before.length)).toEqual([
        { who: WHO.rep10109.email, role: 'rep', account_id: rep!.account_id },
      ]);
      // Spent: not even the asker gets it twice.
      expect((await ctx().app.inject({ url, headers: asker })).statusCode).toBe(404);
    });
  },
  { fresh: true },
);
