import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { insertCensus, tokenIn } from '../../../test/census';
import { everyRole } from '../../../test/roles';
import { dependent, get, post, PLANS } from '../../../test/wizard';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { reportEvent } from '../../kernel/enrollment-windows/life-events.repository';

/**
 * Enforcing the window (ADR 0034, "Enforcing the window"), on a seeded database of its own per
 * driver: Lakeside (4100) is closed, so its employee's invitation opens (the landing says why and
 * offers a life event) but choosing a plan, another tier or a new dependent is refused with the way
 * in that remains, until an approved event allows that change; a new hire's own window lets them
 * in, one starting next week is told from when; Northwind (77), open, lets its employee in.
 */
for (const driver of DRIVERS) {
  describe(`enforcing the enrollment window [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const as: Record<string, TestCtx> = {};
    const today = todayUtc();

    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(() => close());

    /** An employee of `group` invited and their link opened in `app`'s browser. */
    async function invited(group: 77 | 4100, first: string, hire_date?: string) {
      const [census] = await insertCensus(app.db, group, [{ first_name: first, hire_date }]);
      const admin = group === 77 ? as.group77! : as.admin4100!;
      await post(admin, 'send-invitations', { group_id: group, mode: 'invite', census_ids: [census] });
      const [mail] = await app.db.query<{ text: string }>(
        `SELECT text FROM outbox WHERE kind = 'invitation' ORDER BY id DESC LIMIT 1`,
      );
      const token = tokenIn(mail!.text)!;
      const opened = await post(app, 'open-invitation', { token });
      expect(opened.status).toBe(200);
      return { census: census!, token, id: opened.body.data.temp_enrollment_id as string };
    }
    const addDental = (id: string, headers: Record<string, string> = {}) =>
      post(
        app,
        'add-plan-to-cart',
        { enrollment_id: id, plan_id: PLANS.dental, plan_pricing_id: PLANS.dental * 100 + 1 },
        headers,
      );
    const changeTier = (id: string, tier: string) =>
      app.call({ method: 'PUT', url: `/api/v1/change-filter-info/${id}`, payload: { tier } });
    const cartOf = async (id: string) =>
      (await app.db.query('SELECT plan_id FROM cart_items WHERE enrollment_id = $1', [id])).length;
    const refusal = (r: {
      status: number;
      body: { data: { target_element: string; error_message: string }[] };
    }) => {
      expect(r.status).toBe(403);
      expect(r.body.data[0]!.target_element).toBe('enrollment_window');
      return r.body.data[0]!.error_message;
    };
    async function reportAndDecide(token: string, kind: string, decision?: 'approved') {
      const r = await post(app, 'report-life-event', { token, kind, event_date: addDays(today, -5) });
      expect(r.status).toBe(200);
      if (decision)
        expect(
          (
            await post(as.admin4100!, 'decide-life-event', {
              event_id: r.body.data.event_id,
              decision,
              reason: 'Certificate seen',
            })
          ).status,
        ).toBe(200);
      return r.body.data.event_id as number;
    }

    it('a closed group refuses a plan and a tier with the way in that remains; a birth, once approved, lets the employee enroll and add the child', async () => {
      const lena = await invited(4100, 'Lena');
      expect((await get(app, 'get-enrollment-status', { token: lena.token })).body.data).toMatchObject({
        may: false,
        reason: 'closed',
      });
      expect(refusal(await addDental(lena.id))).toBe(
        'Enrollment is closed - report a life event (such as a marriage, a birth or a loss of other coverage) or contact your administrator.',
      );
      expect(refusal(await addDental(lena.id, { 'accept-language': 'es' }))).toBe(
        'La inscripción está cerrada: informe un evento de vida (como un matrimonio, un nacimiento o la pérdida de otra cobertura) o comuníquese con su administrador.',
      );
      expect(refusal(await changeTier(lena.id, 'IC'))).toMatch(/^Enrollment is closed/);
      // Reported: still held until the administrator approves the birth.
      await reportAndDecide(lena.token, 'birth');
      expect(refusal(await addDental(lena.id))).toBe(
        "Your life event is waiting for your administrator's approval: you may change your benefits once it is approved.",
      );
      expect(await cartOf(lena.id)).toBe(0);
      const [event] = await app.db.query<{ event_id: number }>(
        `SELECT event_id::int AS event_id FROM life_events WHERE census_id = $1`,
        [lena.census],
      );
      await post(as.admin4100!, 'decide-life-event', {
        event_id: event!.event_id,
        decision: 'approved',
        reason: 'Certificate seen',
      });
      expect((await addDental(lena.id)).status).toBe(200);
      expect(await cartOf(lena.id)).toBe(1);
      expect((await changeTier(lena.id, 'IC')).status).toBe(200);
      const child = dependent({ first_name: 'Sofia', relationship: 'child', birthdate: '11/18/2026' });
      const saved = await post(app, 'save-dependent-info-to-temp', {
        enrollment_id: lena.id,
        dependents: [child],
      });
      expect(saved.status).toBe(200);
    });

    it('an approved event allows only its changes: a death of a dependent changes the tier, never adds a plan or a spouse', async () => {
      const omar = await invited(4100, 'Omar');
      await reportAndDecide(omar.token, 'death-of-dependent', 'approved');
      expect(refusal(await addDental(omar.id))).toBe('This event does not allow this change.');
      expect(await cartOf(omar.id)).toBe(0);
      expect((await changeTier(omar.id, 'IS')).status).toBe(200);
      const spouse = await post(app, 'save-dependent-info-to-temp', {
        enrollment_id: omar.id,
        dependents: [dependent()],
      });
      expect(refusal(spouse)).toBe('This event does not allow this change.');
      expect(refusal(await addDental(omar.id, { 'accept-language': 'es' }))).toBe(
        'Este evento no permite este cambio.',
      );
    });

    it("a new hire's own window lets them in while the group is closed; one starting next week is told from when", async () => {
      const hired = await invited(4100, 'Nia', addDays(today, -5));
      expect((await addDental(hired.id)).status).toBe(200);
      expect(await cartOf(hired.id)).toBe(1);
      const upcoming = await invited(4100, 'Pia', addDays(today, 7));
      expect(refusal(await addDental(upcoming.id))).toBe(
        `As a new hire, you may enroll from ${addDays(today, 7)}.`,
      );
      expect(refusal(await addDental(upcoming.id, { 'accept-language': 'es' }))).toBe(
        `Como empleado nuevo, puede inscribirse a partir del ${addDays(today, 7)}.`,
      );
    });

    it('an open group lets its employee in; staff enrolling for a closed group are not held to it', async () => {
      const nora = await invited(77, 'Nora');
      expect((await addDental(nora.id)).status).toBe(200);
      expect(await cartOf(nora.id)).toBe(1);
      const started = await post(as.admin4100!, 'add-filter-for-new-user', {
        zip: '30301',
        dob: '04/12/1985',
        gender: 1,
        tier: 'IO',
        eprocess: 'group',
        agent_id: 20417,
        group_id: 4100,
        open_type: 'group',
      });
      expect(started.status).toBe(200);
      const id = started.body.data.temp_enrollment_id as string;
      expect(
        (
          await post(as.admin4100!, 'add-plan-to-cart', {
            enrollment_id: id,
            plan_id: PLANS.dental,
            plan_pricing_id: PLANS.dental * 100 + 1,
          })
        ).status,
      ).toBe(200);
    });
    it('two reports of the same kind sent at once leave one pending event (invitation and signed-in member)', async () => {
      const tia = await invited(4100, 'Tia');
      const report = { token: tia.token, kind: 'birth', event_date: addDays(today, -3) };
      const answers = await Promise.all([1, 2, 3].map(() => post(app, 'report-life-event', report)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(answers.find((r) => r.status === 409)!.body.data[0]).toEqual({
        target_element: 'kind',
        error_message: 'You already reported this kind of event; it is waiting for a decision.',
      });
      const rows = await app.db.query(
        `SELECT 1 FROM life_events WHERE census_id = $1 AND kind = 'birth' AND status = 'pending'`,
        [tia.census],
      );
      expect(rows).toHaveLength(1);
      // The database itself keeps one, without the call's own check before it (migration 0039).
      const [uma] = await insertCensus(app.db, 4100, [{ first_name: 'Uma' }]);
      const direct = await Promise.all(
        [1, 2, 3].map(() =>
          reportEvent(app.db, {
            groupId: 4100,
            censusId: uma!,
            memberUserId: null,
            kind: 'marriage',
            eventDate: addDays(today, -2),
            today,
            by: { kind: 'invitation', id: uma! },
          }),
        ),
      );
      expect(direct.filter((r) => r.ok)).toHaveLength(1);
      expect(direct.filter((r) => !r.ok)).toEqual([
        { ok: false, reason: 'already-pending' },
        { ok: false, reason: 'already-pending' },
      ]);
      // A member of Northwind reporting for themselves, twice at once.
      const move = { kind: 'move', event_date: today };
      const mine = await Promise.all([1, 2].map(() => post(as.member!, 'report-life-event', move)));
      expect(mine.map((r) => r.status).sort()).toEqual([200, 409]);
      const [member] = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM life_events
          WHERE kind = 'move' AND status = 'pending' AND reported_by_kind = 'member'`,
      );
      expect(member!.n).toBe(1);
      await app.db.query(`DELETE FROM life_events WHERE kind = 'move' AND reported_by_kind = 'member'`);
    });
  });
}
