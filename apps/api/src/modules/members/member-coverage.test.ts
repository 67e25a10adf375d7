import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { everyRole } from '../../../test/roles';
import { get } from '../../../test/wizard';
import { recordDecision } from '../../kernel/eoi/eoi.repository';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';

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

    it("says a life plan's amount in force and pending before the carrier's decision, and the decided amount and premium once in force", async () => {
      const life = async () =>
        (await get(as.rep10109!, 'get-member-coverage', { user_id: 5002 })).body.data.plans.find(
          (p: { plan_id: number }) => p.plan_id === 1003,
        );
      const before = await life();
      expect(before).toMatchObject({
        plan_name: 'Guardian Term Life 20',
        status: 'ACTIVE',
        amount_in_force: 100_000,
        amount_pending: 150_000,
      });
      expect(before.monthly_cents).toBeGreaterThan(0);
      // Dental sells no amount of cover: nothing in force or pending to say.
      const dental = (await get(as.member!, 'get-member-coverage', { user_id: 5001 })).body.data.plans[0];
      expect(dental).toMatchObject({ amount_in_force: null, amount_pending: 0 });

      const [c] = await app.db.query<{ id: number }>(
        `SELECT case_id::int AS id FROM eoi_cases WHERE member_user_id = 5002 AND plan_id = 1003 AND status = 'pending'`,
      );
      const today = todayUtc();
      const r = await recordDecision(app.db, app.config.dataKey, c!.id, {
        decision: { kind: 'approve-part', amount: 100_000 },
        on: today,
        effectiveOn: addDays(today, 1),
        reason: null,
        by: null,
      });
      expect(r.ok).toBe(true);
      // Decided, not yet in force: the approved amount and its premium until tomorrow.
      expect(await life()).toMatchObject({
        amount_in_force: 100_000,
        amount_pending: 0,
        monthly_cents: before.monthly_cents,
      });
      await app.db.query('UPDATE eoi_cases SET effective_on = decided_on WHERE case_id = $1', [c!.id]);
      // In force: $200,000 at twice the $100,000's premium (the same rate per dollar).
      expect(await life()).toMatchObject({
        amount_in_force: 200_000,
        amount_pending: 0,
        monthly_cents: before.monthly_cents * 2,
      });
      await app.db.query(
        `UPDATE eoi_cases SET status = 'pending', granted = NULL, decided_on = NULL, effective_on = NULL,
           premium_after_cents = NULL WHERE case_id = $1`,
        [c!.id],
      );
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
