import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { everyRole } from '../../../test/roles';
import { get, post } from '../../../test/wizard';

/**
 * Which plans carry an ID card and the carrier's phone on it (issue 30, ADR 0038), on a seeded
 * database per driver: the platform administrator lists and changes them and member 5001's dental
 * card (BrightSmile Dental PPO, 1001) follows at once; everyone else is refused (a stranger 401; a
 * rep, a group administrator and a member 403); a bad phone is refused beside its field, in Spanish
 * too; a plan without a carrier cannot carry a card.
 */
for (const driver of DRIVERS) {
  describe(`ID card settings [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const as: Record<string, TestCtx> = {};
    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(() => close());

    const cardsOf5001 = async () =>
      (await get(as.member!, 'list-id-cards', { user_id: 5001 })).body.data.cards as {
        plan_id: number;
        carrier_phone: string;
      }[];

    it('lists every plan with its card and carrier phone, to the platform administrator only', async () => {
      const r = await get(as.platform!, 'list-id-card-settings');
      expect(r.status).toBe(200);
      const plans = r.body.data.plans as { plan_id: number; id_card: boolean; category: string }[];
      expect(plans.find((p) => p.plan_id === 1001)).toMatchObject({ id_card: true, category: 'dental' });
      expect(plans.find((p) => p.plan_id === 1003)).toMatchObject({ id_card: false, category: 'term_life' });
      for (const who of ['rep10109', 'rep20417', 'group77', 'admin4100', 'member'])
        expect((await get(as[who]!, 'list-id-card-settings')).status, who).toBe(403);
      expect((await app.call({ url: api('list-id-card-settings'), stranger: true })).status).toBe(401);
    });

    it("changes the carrier's phone and the card itself; the member's card follows", async () => {
      const before = (await get(as.platform!, 'list-id-card-settings')).body.data.plans.find(
        (p: { plan_id: number }) => p.plan_id === 1001,
      );
      const phoned = await post(as.platform!, 'save-id-card-settings', {
        plan_id: 1001,
        id_card: true,
        carrier_phone: '(888) 555-0199',
      });
      expect(phoned.status).toBe(200);
      expect(phoned.body.data).toMatchObject({
        plan_id: 1001,
        id_card: true,
        carrier_phone: '(888) 555-0199',
      });
      expect((await cardsOf5001()).find((c) => c.plan_id === 1001)?.carrier_phone).toBe('(888) 555-0199');
      const off = await post(as.platform!, 'save-id-card-settings', {
        plan_id: 1001,
        id_card: false,
        carrier_phone: '(888) 555-0199',
      });
      expect(off.status).toBe(200);
      expect((await cardsOf5001()).find((c) => c.plan_id === 1001)).toBeUndefined();
      const [row] = await app.db.query<{ id_card: boolean }>(
        'SELECT id_card FROM plans WHERE plan_id = 1001',
      );
      expect(row!.id_card).toBe(false);
      // Back as it was, for the other suites of this database.
      await post(as.platform!, 'save-id-card-settings', {
        plan_id: 1001,
        id_card: true,
        carrier_phone: before.carrier_phone,
      });
      expect((await cardsOf5001()).find((c) => c.plan_id === 1001)?.carrier_phone).toBe(before.carrier_phone);
    });

    it('refuses a bad phone beside its field (Spanish too), a card without a carrier, an unknown plan, and everyone else', async () => {
      const bad = await post(
        as.platform!,
        'save-id-card-settings',
        { plan_id: 1001, id_card: true, carrier_phone: '555-01' },
        { 'accept-language': 'es' },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual([
        {
          target_element: 'carrier_phone',
          error_message: 'Escriba un número de teléfono de 10 dígitos, como (800) 555-0142.',
        },
      ]);
      await app.db.query(
        `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
         VALUES (99741, 'No Carrier Dental', 'dental', 'brightsmile-dental.svg', '', false) ON CONFLICT DO NOTHING`,
      );
      const noCarrier = await post(as.platform!, 'save-id-card-settings', {
        plan_id: 99_741,
        id_card: true,
        carrier_phone: '',
      });
      expect(noCarrier.status).toBe(422);
      expect(noCarrier.body.data[0].target_element).toBe('id_card');
      const unknown = await post(as.platform!, 'save-id-card-settings', {
        plan_id: 99_742,
        id_card: false,
        carrier_phone: '',
      });
      expect(unknown.status).toBe(404);
      const body = { plan_id: 1001, id_card: false, carrier_phone: '' };
      for (const who of ['rep10109', 'rep20417', 'group77', 'admin4100', 'member'])
        expect((await post(as[who]!, 'save-id-card-settings', body)).status, who).toBe(403);
      const [row] = await app.db.query<{ id_card: boolean }>(
        'SELECT id_card FROM plans WHERE plan_id = 1001',
      );
      expect(row!.id_card).toBe(true);
    });
  });
}
