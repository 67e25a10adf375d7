import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, withHeaders, type TestCtx } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { everyRole } from '../../../test/roles';
import { sessionHeaders } from '../../../test/sign-in';
import { get, walkEnrollment } from '../../../test/wizard';

/**
 * ID cards (issue 30, ADR 0038) on a seeded database per driver. Maria Lopez (5001, Northwind 77,
 * rep 10109) holds BrightSmile Dental PPO (1001) ACTIVE with her husband Daniel on file, and
 * ClearView Vision Plus (1002) TERMED: one card, dental. Only she reads it, signed in: one answer
 * per role for the list and for each file; the PDF's text and the PNG's size are checked.
 */
const CARD = '/id-cards/5001/1001';

/** The PNG's width and height from its IHDR chunk. */
const pngSize = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

for (const driver of DRIVERS) {
  describe(`ID cards [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const as: Record<string, TestCtx> = {};
    let member5002: { cookie: string };
    /** A browser navigation to a card file: the session cookie only, no API headers. */
    const open = (url: string, cookie?: { cookie: string }) =>
      app.app.inject({ url, headers: { ...(cookie ?? {}) } });
    const roles: Record<string, { cookie: string }> = {};
    const withCookie = (h: { cookie: string }) => withHeaders(app, h);

    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver));
      Object.assign(as, await everyRole(app));
      for (const who of ['rep10109', 'group77', 'platform', 'member'] as const)
        roles[who] = await sessionHeaders(
          app,
          who === 'platform' ? 'platformAdmin' : who === 'member' ? 'member5001' : who,
        );
      member5002 = await sessionHeaders(app, { user_id: 5002 });
    }, 60_000);
    afterAll(() => close());

    it("lists the member's dental card with what it prints, in her language", async () => {
      const r = await get(as.member!, 'list-id-cards', { user_id: 5001 });
      expect(r.status).toBe(200);
      expect(r.body.data.cards).toEqual([
        {
          plan_id: 1001,
          plan_name: 'BrightSmile Dental PPO',
          category: 'dental',
          carrier_name: 'BrightSmile Dental Co.',
          carrier_phone: '1-800-555-0134',
          member_name: 'Maria Lopez',
          member_id: '5001',
          group_number: 'NWT077',
          group_name: 'Northwind Traders',
          coverage_start: '2026-01-01',
          dependents: [
            { name: 'Daniel Lopez', relationship: 'spouse' },
            { name: 'Sofia Lopez', relationship: 'child' },
          ],
          pdf: { url: `${CARD}.pdf?lang=en`, file_name: 'id-card-brightsmile-dental-ppo.pdf' },
          png: { url: `${CARD}.png?lang=en`, file_name: 'id-card-brightsmile-dental-ppo.png' },
        },
      ]);
      const es = await as.member!.call({
        url: '/api/v1/list-id-cards?user_id=5001',
        headers: { 'accept-language': 'es' },
      });
      expect(es.body.data.cards[0].pdf).toEqual({
        url: `${CARD}.pdf?lang=es`,
        file_name: 'tarjeta-de-identificacion-brightsmile-dental-ppo.pdf',
      });
    });

    it('gives a completed enrollment a card at once: the dental plan (not term life), with the dependents of its tier', async () => {
      const { id } = await walkEnrollment(app);
      const [e] = await app.db.query<{ member_user_id: number }>(
        'SELECT member_user_id FROM enrollments WHERE enrollment_id = $1',
        [id],
      );
      const newMember = withCookie(await sessionHeaders(app, { user_id: e!.member_user_id }));
      const r = await get(newMember, 'list-id-cards', { user_id: e!.member_user_id });
      expect(r.status).toBe(200);
      expect(r.body.data.cards).toHaveLength(1);
      expect(r.body.data.cards[0]).toMatchObject({
        plan_id: 1001,
        member_name: 'Ana Rivera',
        member_id: String(e!.member_user_id),
        dependents: [{ name: 'Luis Rivera', relationship: 'spouse' }],
      });
      const pdf = await open(
        r.body.data.cards[0].pdf.url,
        await sessionHeaders(app, { user_id: e!.member_user_id }),
      );
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain('Luis Rivera (Spouse)');
    }, 90_000);

    it('seeds the demo catalogue: medical, dental, vision and Rx plans have cards, each carrier a phone; life and the rest none', async () => {
      const plans = await app.db.query<{ category: string; id_card: boolean; phone: string }>(
        `SELECT p.category, p.id_card, coalesce(c.member_phone, '') AS phone
           FROM plans p LEFT JOIN carriers c ON c.carrier_id = p.carrier_id`,
      );
      const withCard = new Set(plans.filter((p) => p.id_card).map((p) => p.category));
      expect([...withCard].sort()).toEqual(['dental', 'limitedmed', 'medical', 'rx', 'vision']);
      expect(plans.filter((p) => p.id_card && !/^1-800-555-01\d\d$/.test(p.phone))).toEqual([]);
      // the seeded members with dental or vision in force have their cards on first start
      const [seeded] = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM member_plans mp JOIN plans p USING (plan_id)
          WHERE p.id_card AND mp.status = 'ACTIVE' AND p.category IN ('dental', 'vision') AND mp.user_id < 6000`,
      );
      expect(seeded!.n).toBeGreaterThanOrEqual(3);
    });

    it('answers the list to the member only: stranger 401; another member, reps, group administrators and the platform administrator 403', async () => {
      const cases: [string, number][] = [
        ['member', 200],
        ['rep10109', 403],
        ['rep20417', 403],
        ['group77', 403],
        ['admin4100', 403],
        ['platform', 403],
      ];
      const got = [];
      for (const [who] of cases) got.push((await get(as[who]!, 'list-id-cards', { user_id: 5001 })).status);
      expect(got).toEqual(cases.map((c) => c[1]));
      const stranger = await app.call({ url: '/api/v1/list-id-cards?user_id=5001', stranger: true });
      expect(stranger.status).toBe(401);
      // the member asking for someone else's cards, or for a member that does not exist
      expect((await get(as.member!, 'list-id-cards', { user_id: 5002 })).status).toBe(403);
      expect((await get(as.member!, 'list-id-cards', { user_id: 987_654 })).status).toBe(403);
    });

    it('serves the card files to the member only, never to a bare link or to staff', async () => {
      expect((await open(`${CARD}.pdf`)).statusCode).toBe(401);
      for (const who of ['rep10109', 'group77', 'platform'])
        expect((await open(`${CARD}.pdf`, roles[who])).statusCode, who).toBe(403);
      expect((await open(`${CARD}.png`, member5002)).statusCode).toBe(403);
      // a plan she does not hold in force (vision is TERMED), a plan without a card, a bad name
      for (const url of ['/id-cards/5001/1002.pdf', '/id-cards/5001/1003.pdf', '/id-cards/5001/1001.gif'])
        expect((await open(url, roles.member)).statusCode, url).toBe(403);
      expect((await open(`${CARD}.pdf`, roles.member)).statusCode).toBe(200);
    });

    it('limits one client to 30 card files a minute (429 after), another client unaffected', async () => {
      const flood = (remoteAddress: string) =>
        app.app.inject({ url: `${CARD}.png`, headers: roles.member, remoteAddress });
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await flood('10.250.1.1')).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await flood('10.250.1.2')).statusCode).toBe(200);
    }, 60_000);

    it('answers the PDF as an attachment whose text holds the name, ids, plan, start, dependents and phone', async () => {
      const r = await open(`${CARD}.pdf?lang=en`, roles.member);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-disposition']).toMatch(
        /^attachment; filename="id-card-brightsmile-dental-ppo.pdf"/,
      );
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['cache-control']).toBe('no-store');
      const text = await pdfText(r.rawPayload);
      for (const s of [
        'Dental ID card',
        'Northwind Employee Benefits',
        'Maria Lopez',
        '5001',
        'NWT077',
        'BrightSmile Dental PPO',
        'BrightSmile Dental Co.',
        'January 1, 2026',
        'Daniel Lopez (Spouse)',
        'Sofia Lopez (Child)',
        '1-800-555-0134',
      ])
        expect(text, s).toContain(s);
      const es = await pdfText((await open(`${CARD}.pdf?lang=es`, roles.member)).rawPayload);
      for (const s of [
        'Tarjeta de identificación dental',
        'Inicio de la cobertura',
        '1 de enero de 2026',
        'Daniel Lopez (Cónyuge)',
      ])
        expect(es, s).toContain(s);
    }, 30_000);

    it('answers the image as a 1012 x 638 PNG attachment, the labels in the language asked', async () => {
      const r = await open(`${CARD}.png?lang=es`, roles.member);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.headers['content-disposition']).toMatch(
        /^attachment; filename="tarjeta-de-identificacion-brightsmile-dental-ppo.png"/,
      );
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(r.rawPayload)).toEqual([1012, 638]);
      // ID_CARD_DUMP=<folder> keeps the files to look at
      if (process.env.ID_CARD_DUMP) {
        const { writeFile } = await import('node:fs/promises');
        for (const [f, l] of [
          ['pdf', 'en'],
          ['png', 'en'],
          ['png', 'es'],
          ['pdf', 'es'],
        ])
          await writeFile(
            `${process.env.ID_CARD_DUMP}/card-${l}.${f}`,
            (await open(`${CARD}.${f}?lang=${l}`, roles.member)).rawPayload,
          );
      }
    }, 30_000);
  });
}
