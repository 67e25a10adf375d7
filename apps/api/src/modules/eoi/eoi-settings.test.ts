import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { everyRole } from '../../../test/roles';
import { get, post } from '../../../test/wizard';
import { DEFAULT_EOI_QUESTIONS } from '../../seed/eoi-questions-demo';

/**
 * A plan's guaranteed-issue amount and EOI rules (ADR 0039): the platform administrator lists the
 * plans that sell an amount of cover with their rules and changes one; everyone else is refused
 * (a stranger 401; a rep, a group administrator and a member 403); the next election is split by
 * the new rules; a value out of range is refused beside its field, in Spanish too.
 */
for (const driver of DRIVERS) {
  describe(`plan EOI settings [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const as: Record<string, TestCtx> = {};
    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(() => close());

    const GUARDIAN = {
      plan_id: 1003,
      guaranteed_issue: 100_000,
      eoi_on_increase: true,
      eoi_for_late_entrants: true,
      expires_after_days: 60,
    };

    it('lists the plans selling an amount of cover with their rules: Guardian Term Life 20 at GI $100,000', async () => {
      const r = await get(as.platform!, 'list-plan-eoi-settings');
      expect(r.status).toBe(200);
      const plans = r.body.data.plans as { plan_id: number; amounts: number[]; settings: unknown }[];
      expect(plans.find((p) => p.plan_id === 1003)).toMatchObject({
        name: 'Guardian Term Life 20',
        amounts: [50_000, 150_000],
        settings: {
          guaranteed_issue: 100_000,
          eoi_on_increase: true,
          eoi_for_late_entrants: true,
          expires_after_days: 60,
        },
      });
      // The demo's EOI step asks its default questions, in English and Spanish (ADR 0039).
      expect(plans.find((p) => p.plan_id === 1003)).toMatchObject({
        questions: DEFAULT_EOI_QUESTIONS.map((q) => ({ ...q, question_id: expect.any(Number) })),
      });
      // Keystone sells amounts and has no rules yet; dental sells none and is not listed here.
      expect(plans.find((p) => p.plan_id === 1018)).toMatchObject({ settings: null });
      expect(plans.find((p) => p.plan_id === 1001)).toBeUndefined();
    });

    it('saves a plan rules (the database holds them, with who changed them) and refuses everyone else', async () => {
      const changed = {
        ...GUARDIAN,
        guaranteed_issue: 150_000,
        eoi_on_increase: false,
        expires_after_days: 45,
      };
      const r = await post(as.platform!, 'save-plan-eoi-settings', changed);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject(changed);
      const [row] = await app.db.query(
        `SELECT guaranteed_issue, eoi_on_increase, eoi_for_late_entrants, expires_after_days, updated_by IS NOT NULL AS by
           FROM plan_eoi_settings WHERE plan_id = 1003`,
      );
      expect(row).toEqual({
        guaranteed_issue: 150_000,
        eoi_on_increase: false,
        eoi_for_late_entrants: true,
        expires_after_days: 45,
        by: true,
      });
      const stranger = await app.call({
        method: 'POST',
        url: '/api/v1/save-plan-eoi-settings',
        payload: GUARDIAN,
        stranger: true,
      });
      expect(stranger.status).toBe(401);
      expect((await app.call({ url: '/api/v1/list-plan-eoi-settings', stranger: true })).status).toBe(401);
      for (const who of ['rep10109', 'rep20417', 'group77', 'admin4100', 'member']) {
        expect((await post(as[who]!, 'save-plan-eoi-settings', GUARDIAN)).status, who).toBe(403);
        expect((await get(as[who]!, 'list-plan-eoi-settings')).status, who).toBe(403);
      }
      const [still] = await app.db.query(
        'SELECT guaranteed_issue FROM plan_eoi_settings WHERE plan_id = 1003',
      );
      expect(still).toEqual({ guaranteed_issue: 150_000 });
      expect((await post(as.platform!, 'save-plan-eoi-settings', GUARDIAN)).status).toBe(200);
    });

    it('refuses values out of range beside their fields (400), in Spanish too, and an unknown plan', async () => {
      const bad = { ...GUARDIAN, guaranteed_issue: 10_000_001, expires_after_days: 0 };
      const en = await post(as.platform!, 'save-plan-eoi-settings', bad);
      expect(en.status).toBe(400);
      expect(en.body.data).toEqual(
        expect.arrayContaining([
          {
            target_element: 'guaranteed_issue',
            error_message: 'The guaranteed-issue amount can be at most $10,000,000.',
          },
          {
            target_element: 'expires_after_days',
            error_message: 'Please enter a number of days from 1 to 365.',
          },
        ]),
      );
      const es = await post(
        as.platform!,
        'save-plan-eoi-settings',
        { ...GUARDIAN, guaranteed_issue: 1.5 },
        {
          'accept-language': 'es',
        },
      );
      expect(es.body.data).toEqual([
        {
          target_element: 'guaranteed_issue',
          error_message: 'Escriba el monto de emisión garantizada en dólares enteros.',
        },
      ]);
      const unknown = await post(as.platform!, 'save-plan-eoi-settings', { ...GUARDIAN, plan_id: 987_654 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.data).toEqual([
        { target_element: 'plan_id', error_message: 'This plan was not found.' },
      ]);
    });

    it("adds, rewords and removes a plan's EOI questions in both languages; a missing text is refused beside it", async () => {
      const PLAN = 99_701;
      await app.db.query(
        `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
         VALUES ($1, 'Questions Term Life', 'term_life', 'guardian-term-life.svg', '', false) ON CONFLICT DO NOTHING`,
        [PLAN],
      );
      const rules = { ...GUARDIAN, plan_id: PLAN };
      const first = await post(as.platform!, 'save-plan-eoi-settings', {
        ...rules,
        questions: [
          { question_text: 'Do you smoke?', question_text_es: '¿Fuma?' },
          { question_text: 'Do you dive?', question_text_es: '¿Bucea?' },
        ],
      });
      expect(first.status).toBe(200);
      const [smoke, dive] = first.body.data.questions as { question_id: number }[];
      expect(first.body.data.questions).toEqual([
        { question_id: smoke!.question_id, question_text: 'Do you smoke?', question_text_es: '¿Fuma?' },
        { question_id: dive!.question_id, question_text: 'Do you dive?', question_text_es: '¿Bucea?' },
      ]);
      // Reword the second and put it first, remove the first, add one; left out, the list is kept.
      const second = await post(as.platform!, 'save-plan-eoi-settings', {
        ...rules,
        questions: [
          {
            question_id: dive!.question_id,
            question_text: 'Do you scuba dive?',
            question_text_es: '¿Hace buceo?',
          },
          { question_text: 'Do you fly?', question_text_es: '¿Pilotea aviones?' },
        ],
      });
      expect(second.body.data.questions).toEqual([
        {
          question_id: dive!.question_id,
          question_text: 'Do you scuba dive?',
          question_text_es: '¿Hace buceo?',
        },
        {
          question_id: expect.any(Number),
          question_text: 'Do you fly?',
          question_text_es: '¿Pilotea aviones?',
        },
      ]);
      const kept = await post(as.platform!, 'save-plan-eoi-settings', { ...rules, guaranteed_issue: 90_000 });
      expect(kept.body.data.questions).toHaveLength(2);
      const listed = (await get(as.platform!, 'list-plan-eoi-settings')).body.data.plans.find(
        (p: { plan_id: number }) => p.plan_id === PLAN,
      );
      expect(listed.questions.map((q: { question_text: string }) => q.question_text)).toEqual([
        'Do you scuba dive?',
        'Do you fly?',
      ]);
      const es = await post(
        as.platform!,
        'save-plan-eoi-settings',
        { ...rules, questions: [{ question_text: 'Do you race cars?', question_text_es: '  ' }] },
        { 'accept-language': 'es' },
      );
      expect(es.status).toBe(400);
      expect(es.body.data).toEqual([
        { target_element: 'questions.0.question_text_es', error_message: 'Escriba la pregunta en español.' },
      ]);
      for (const who of ['rep10109', 'group77', 'member'])
        expect(
          (await post(as[who]!, 'save-plan-eoi-settings', { ...rules, questions: [] })).status,
          who,
        ).toBe(403);
      expect(
        (await get(as.platform!, 'list-plan-eoi-settings')).body.data.plans.find(
          (p: { plan_id: number }) => p.plan_id === PLAN,
        ).questions,
      ).toHaveLength(2);
    });
  });
}
