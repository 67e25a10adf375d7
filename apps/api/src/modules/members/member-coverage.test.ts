import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { everyRole } from '../../../test/roles';
import { get } from '../../../test/wizard';

/**
 * get-member-coverage (issue 30): Maria Lopez (5001, Northwind, rep 10109) holds BrightSmile Dental
 * ACTIVE and ClearView Vision TERMED. Her home lists the dental plan with its SBC in her language;
 * who may read it is the one 'view-member' decision, one answer per role.
 */
for (const driver of DRIVERS) {
  describe(`get-member-coverage [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const as: Record<string, TestCtx> = {};
    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(() => close());

    it('lists the member their plans in force with each plan documents, in their language', async () => {
      const en = (await get(as.member!, 'get-member-coverage', { user_id: 5001 })).body.data;
      expect(en.plans.map((p: { plan_id: number; status: string }) => [p.plan_id, p.status])).toEqual([
        [1001, 'ACTIVE'],
      ]);
      expect(en.plans[0]).toMatchObject({ plan_name: 'BrightSmile Dental PPO', category: 'dental' });
      expect(en.plans[0].documents).toEqual([
        expect.objectContaining({ plan_id: 1001, kind: 'sbc', language: 'en' }),
      ]);
      const es = await as.member!.call({
        url: '/api/v1/get-member-coverage?user_id=5001',
        headers: { 'accept-language': 'es' },
      });
      expect(es.body.data.plans[0].documents).toEqual([expect.objectContaining({ language: 'es' })]);
    });

    it('answers the member, their rep and their group administrator; no one else', async () => {
      const cases: [string, number, number][] = [
        ['member', 5001, 200],
        ['member', 5002, 403],
        ['rep10109', 5001, 200],
        ['rep20417', 5001, 403],
        ['group77', 5001, 200],
        ['admin4100', 5001, 403],
        ['platform', 5001, 403],
      ];
      const got = [];
      for (const [who, user] of cases)
        got.push((await get(as[who]!, 'get-member-coverage', { user_id: user })).status);
      expect(got).toEqual(cases.map((c) => c[2]));
      const stranger = await app.call({ url: '/api/v1/get-member-coverage?user_id=5001', stranger: true });
      expect(stranger.status).toBe(401);
    });
  });
}
