import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { insertCensus, tokenIn } from '../../../test/census';
import { everyRole } from '../../../test/roles';
import { dependent, get, post, PLANS, walkSteps } from '../../../test/wizard';
import { addDays, firstOfNextMonth, todayUtc } from '../../kernel/enrollment-windows/calendar-days';
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

    /** 2026-11-18 as 11/18/2026, the cart's and the wizard's way. */
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

    it('coverage under an approved birth starts on the birth date: the only date offered, the checkout and the coverage rows carry it', async () => {
      const rosa = await invited(4100, 'Rosa');
      const born = addDays(today, -10);
      const r = await post(app, 'report-life-event', { token: rosa.token, kind: 'birth', event_date: born });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ effective_on: born });
      // Held while it waits: the usual dates are offered, and the plan is refused anyway.
      expect(
        (await get(app, 'get-cart-effective-dates', { enrollment_id: rosa.id })).body.data.life_event,
      ).toBe(undefined);
      await post(as.admin4100!, 'decide-life-event', {
        event_id: r.body.data.event_id,
        decision: 'approved',
        reason: 'Certificate seen',
      });
      expect((await changeTier(rosa.id, 'IC')).status).toBe(200);
      expect((await addDental(rosa.id)).status).toBe(200);
      const dates = await get(app, 'get-cart-effective-dates', { enrollment_id: rosa.id });
      expect(dates.body.data).toEqual({
        result: [us(born)],
        selected: null,
        life_event: true,
        window: 'life-event',
      });
      const cart = await get(app, 'get-plan-cart', { enrollment_id: rosa.id });
      expect(cart.body.data.effective_date).toBe(us(born));
      // The first of next month is not the event's day: refused, the only date named.
      const nextMonth = us(firstOfNextMonth(today));
      const wrong = await post(app, 'cart-checkout', { enrollment_id: rosa.id, effective_date: nextMonth });
      expect(wrong.status).toBe(422);
      expect(wrong.body.data[0]).toEqual({
        target_element: 'effective_date',
        error_message: `Please choose one of the effective dates: ${us(born)}.`,
      });
      const child = dependent({
        first_name: 'Mila',
        relationship: 'child',
        birthdate: us(born),
        ssn: '545678911',
      });
      const { id, receipt } = await walkSteps(app, rosa.id, { billing: 'stmt', dependents: [child] });
      expect(receipt?.policy_id).toBeTruthy();
      const rows = await app.db.query<{ effective_date: string }>(
        `SELECT mp.effective_date::text AS effective_date FROM member_plans mp
          JOIN enrollments e ON e.enrollment_id = mp.enrollment_id WHERE e.enrollment_id = $1`,
        [id],
      );
      expect(rows).toEqual([{ effective_date: born }]);
    });

    it('a marriage, once approved, takes effect on the first of the month after it; a pending one keeps the usual dates', async () => {
      const max = await invited(4100, 'Max');
      const married = addDays(today, -3);
      const r = await post(app, 'report-life-event', {
        token: max.token,
        kind: 'marriage',
        event_date: married,
      });
      expect(r.status).toBe(200);
      const nextFirst = firstOfNextMonth(today);
      expect(r.body.data.effective_on).toBe(nextFirst);
      await post(as.admin4100!, 'decide-life-event', {
        event_id: r.body.data.event_id,
        decision: 'approved',
        reason: 'Certificate seen',
      });
      expect((await get(app, 'get-cart-effective-dates', { enrollment_id: max.id })).body.data).toEqual({
        result: [us(nextFirst)],
        selected: null,
        life_event: true,
        window: 'life-event',
      });
    });

    it("open enrollment's and a new hire's coverage day is the cart's only date, fixed at the start, refused otherwise at checkout", async () => {
      const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
      // Northwind (77) is in open enrollment: its plan year's coverage start.
      const [year] = await app.db.query<{ starts: string }>(
        `SELECT coverage_starts_on::text AS starts FROM group_plan_years
          WHERE group_id = 77 AND oe_opens_on <= $1::date ORDER BY oe_opens_on DESC LIMIT 1`,
        [today],
      );
      const nora = await invited(77, 'Nora');
      const oeDates = (await get(app, 'get-cart-effective-dates', { enrollment_id: nora.id })).body.data;
      expect(oeDates).toEqual({
        result: [us(year!.starts)],
        selected: us(year!.starts),
        window: 'open-enrollment',
      });
      // Lakeside (4100) is closed; a new hire of five days under its rule starts when it says.
      const hired = await invited(4100, 'Ivo', addDays(today, -5));
      const status = (await get(app, 'get-enrollment-status', { token: hired.token })).body.data;
      expect(status.reason).toBe('new-hire');
      const hireDates = (await get(app, 'get-cart-effective-dates', { enrollment_id: hired.id })).body.data;
      expect(hireDates).toEqual({
        result: [us(status.coverage_starts_on)],
        selected: us(status.coverage_starts_on),
        window: 'new-hire',
      });
      expect((await addDental(hired.id)).status).toBe(200);
      const other = us(addDays(status.coverage_starts_on, 1));
      const refused = await post(app, 'cart-checkout', { enrollment_id: hired.id, effective_date: other });
      expect(refused.status).toBe(422);
      expect(refused.body.data[0].error_message).toBe(
        `Please choose one of the effective dates: ${us(status.coverage_starts_on)}.`,
      );
      const done = await walkSteps(app, hired.id, { billing: 'stmt', dependents: [] });
      expect(done.receipt).toBeDefined();
      const [row] = await app.db.query<{ d: string }>(
        `SELECT to_char(effective_date, 'YYYY-MM-DD') AS d FROM enrollments WHERE enrollment_id = $1`,
        [hired.id],
      );
      expect(row!.d).toBe(status.coverage_starts_on);
    });

    it("completing checks the window again: a cart filled in a new hire's window is refused once it has closed (English and Spanish)", async () => {
      const hired = await invited(4100, 'Ines', addDays(today, -5));
      expect((await addDental(hired.id)).status).toBe(200);
      await walkSteps(app, hired.id, { billing: 'stmt', dependents: [], complete: false });
      // The window closes before the employee completes: hired long ago, as if the days had passed.
      await app.db.query('UPDATE census_employees SET hire_date = $2 WHERE census_id = $1', [
        hired.census,
        addDays(today, -200),
      ]);
      const closed =
        'Enrollment is closed - report a life event (such as a marriage, a birth or a loss of other coverage) or contact your administrator.';
      expect(refusal(await post(app, 'complete-enrollment', { enrollment_id: hired.id }))).toBe(closed);
      expect(
        refusal(
          await post(app, 'complete-enrollment', { enrollment_id: hired.id }, { 'accept-language': 'es' }),
        ),
      ).toBe(
        'La inscripción está cerrada: informe un evento de vida (como un matrimonio, un nacimiento o la pérdida de otra cobertura) o comuníquese con su administrador.',
      );
      const [row] = await app.db.query<{ completed_at: string | null }>(
        'SELECT completed_at FROM enrollments WHERE enrollment_id = $1',
        [hired.id],
      );
      expect(row!.completed_at).toBeNull();
      // Within the window again (an extension for them would do the same): it completes.
      await app.db.query('UPDATE census_employees SET hire_date = $2 WHERE census_id = $1', [
        hired.census,
        addDays(today, -5),
      ]);
      expect((await post(app, 'complete-enrollment', { enrollment_id: hired.id })).status).toBe(200);
    });

    it('a birth adds the child (and the employee), never a spouse nor a switch of plan; a marriage adds the spouse and changes the tier', async () => {
      const ada = await invited(4100, 'Ada');
      await reportAndDecide(ada.token, 'birth', 'approved');
      // The tier follows the child; a spouse on it is still refused.
      expect((await changeTier(ada.id, 'IF')).status).toBe(200);
      const spouse = await post(app, 'save-dependent-info-to-temp', {
        enrollment_id: ada.id,
        dependents: [dependent()],
      });
      expect(refusal(spouse)).toBe('This event does not allow this change.');
      expect(
        refusal(
          await post(
            app,
            'save-dependent-info-to-temp',
            { enrollment_id: ada.id, dependents: [dependent()] },
            { 'accept-language': 'es' },
          ),
        ),
      ).toBe('Este evento no permite este cambio.');
      const child = dependent({
        first_name: 'Leo',
        relationship: 'child',
        birthdate: us(addDays(today, -5)),
      });
      expect(
        (await post(app, 'save-dependent-info-to-temp', { enrollment_id: ada.id, dependents: [child] }))
          .status,
      ).toBe(200);
      // Already covered by another dental plan: choosing a dental plan is a switch the birth does not allow.
      const [other] = await app.db.query<{ plan_id: number }>(
        `SELECT plan_id FROM plans WHERE category = (SELECT category FROM plans WHERE plan_id = $1) AND plan_id <> $1
          AND kind <> 'admin_fee' ORDER BY plan_id LIMIT 1`,
        [PLANS.dental],
      );
      const held = await app.db.query(
        `INSERT INTO member_plans (user_id, plan_id, status, policy_id) VALUES (5001, $1, 'ACTIVE', 'T-SWITCH')
         ON CONFLICT DO NOTHING RETURNING plan_id`,
        [other!.plan_id],
      );
      await app.db.query(
        `UPDATE enrollments SET filter_info = jsonb_set(filter_info, '{user_id}', '5001') WHERE enrollment_id = $1`,
        [ada.id],
      );
      try {
        expect(refusal(await addDental(ada.id))).toBe('This event does not allow this change.');
        expect(await cartOf(ada.id)).toBe(0);
      } finally {
        if (held.length)
          await app.db.query(`DELETE FROM member_plans WHERE user_id = 5001 AND policy_id = 'T-SWITCH'`);
      }
      // A marriage: the spouse joins and the tier changes.
      const kai = await invited(4100, 'Kai');
      await reportAndDecide(kai.token, 'marriage', 'approved');
      expect((await changeTier(kai.id, 'IS')).status).toBe(200);
      expect(
        (await post(app, 'save-dependent-info-to-temp', { enrollment_id: kai.id, dependents: [dependent()] }))
          .status,
      ).toBe(200);
      expect((await addDental(kai.id)).status).toBe(200);
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
