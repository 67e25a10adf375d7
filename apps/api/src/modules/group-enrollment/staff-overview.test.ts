import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { insertCensus } from '../../../test/census';
import { everyRole } from '../../../test/roles';
import { addToCart, newEnrollment } from '../../../test/shop';
import { get, wizardEnrollment } from '../../../test/wizard';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { reportEvent } from '../../kernel/enrollment-windows/life-events.repository';

/**
 * get-staff-overview (issue 32, ADR 0036): who may read which group's or book's overview (one
 * answer per role of the access table), and that its figures are the board's, the calendar's,
 * the follow-up list's and the EOI list's. Other suites share the database, so figures are
 * compared with those calls or as differences, never as seeded constants.
 */
for (const driver of DRIVERS) {
  describe(`get-staff-overview [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const as: Record<string, TestCtx> = {};
    const overview = (who: TestCtx, query: Record<string, number>) => get(who, 'get-staff-overview', query);

    beforeAll(async () => {
      ({ ctx: app, close } = await startTestApp(driver));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(() => close());

    it('answers each role for its own group or book only (the one access decision)', async () => {
      const cases: [string, Record<string, number>, number][] = [
        ['group77', { group_id: 77 }, 200],
        ['group77', { group_id: 4100 }, 403],
        ['group77', { agent_id: 10109 }, 403],
        ['admin4100', { group_id: 4100 }, 200],
        ['admin4100', { group_id: 77 }, 403],
        ['rep10109', { agent_id: 10109 }, 200],
        ['rep10109', { group_id: 77 }, 200],
        ['rep10109', { group_id: 4100 }, 403],
        ['rep10109', { agent_id: 20417 }, 403],
        ['rep20417', { agent_id: 20417 }, 200],
        ['rep20417', { group_id: 4100 }, 200],
        ['rep20417', { group_id: 77 }, 403],
        ['member', { group_id: 77 }, 403],
        ['platform', { group_id: 4100 }, 200],
        ['platform', { agent_id: 10109 }, 200],
        ['rep10109', {}, 403],
        ['platform', {}, 422],
      ];
      const got = [];
      for (const [who, query] of cases) got.push((await overview(as[who]!, query)).status);
      expect(got).toEqual(cases.map((c) => c[2]));
      const stranger = await app.call({ url: '/api/v1/get-staff-overview?group_id=77', stranger: true });
      expect(stranger.status).toBe(401);
      const none = await overview(as.platform!, {});
      expect(none.body.data).toEqual([
        { target_element: 'group_id', error_message: 'This field is required.' },
      ]);
    });

    it("shows EOI cases to the rep and the platform administrator, never to a group's administrator", async () => {
      const list = await get(as.rep10109!, 'get-eoi-pending', { agent_id: 10109 });
      const book = await overview(as.rep10109!, { agent_id: 10109 });
      expect(book.body.data).toMatchObject({ scope: 'book', eoi_pending: list.body.data.items.length });
      expect((await overview(as.platform!, { agent_id: 10109 })).body.data.eoi_pending).toBe(
        list.body.data.items.length,
      );
      expect((await overview(as.rep10109!, { group_id: 77 })).body.data.eoi_pending).toEqual(
        expect.any(Number),
      );
      expect((await overview(as.group77!, { group_id: 77 })).body.data).toMatchObject({
        scope: 'group',
        groups: 1,
        eoi_pending: null,
      });
    });

    it("counts the group's eligible census as the board does, and its window as the calendar says", async () => {
      const [mine, board, calendar] = await Promise.all([
        overview(as.group77!, { group_id: 77 }),
        get(as.group77!, 'get-enrollment-board', { group_id: 77 }),
        get(as.group77!, 'get-group-calendar', { group_id: 77 }),
      ]);
      const p = mine.body.data.participation;
      expect({ eligible: p.eligible, enrolled: p.enrolled, waived: p.waived }).toEqual(
        board.body.data.participation,
      );
      expect(p.enrolled + p.waived + p.in_progress + p.invited + p.not_started).toBe(p.eligible);
      const oe = calendar.body.data.open_enrollment;
      expect(mine.body.data.windows).toEqual([
        expect.objectContaining({ group_id: 77, state: oe.state, days_left: oe.days_left ?? null }),
      ]);
    });

    it('follows new census rows, an enrollment in progress and a life event waiting', async () => {
      const before = (await overview(as.rep10109!, { agent_id: 10109 })).body.data;
      const [fresh, started] = await insertCensus(app.db, 77, [
        { first_name: 'Nadia' },
        { first_name: 'Otto' },
        { first_name: 'Gone', employment_status: 'terminated' },
      ]);
      const enrollment = await wizardEnrollment(app, [1001]);
      await app.db.query(
        `UPDATE census_employees SET invited_at = now(), opened_at = now(), enrollment_id = $2,
                last_activity_at = now() + interval '1 hour' WHERE census_id = $1`,
        [started, enrollment],
      );
      const today = todayUtc();
      const event = await reportEvent(app.db, {
        groupId: 77,
        censusId: fresh!,
        memberUserId: null,
        kind: 'marriage',
        eventDate: addDays(today, -2),
        today,
        by: { kind: 'group_admin', id: null },
      });
      expect(event.ok).toBe(true);

      const after = (await overview(as.rep10109!, { agent_id: 10109 })).body.data;
      expect(after.participation.eligible - before.participation.eligible).toBe(2);
      expect(after.participation.not_started - before.participation.not_started).toBe(1);
      expect(after.in_progress.count - before.in_progress.count).toBe(1);
      expect(after.in_progress.first[0]).toMatchObject({
        census_id: started,
        group_id: 77,
        first_name: 'Otto',
      });
      expect(after.life_events_pending - before.life_events_pending).toBe(1);
      // Another rep's book holds none of it.
      const other = (await overview(as.rep20417!, { agent_id: 20417 })).body.data;
      expect(other.in_progress.first.map((r: { group_id: number }) => r.group_id)).not.toContain(77);
    });

    it("lists the latest quotes the signed-in staff member e-mailed, never anyone else's", async () => {
      const rep = as.rep10109!;
      // The demo seeds a few, so a newcomer's home is not empty (seed/quote-demo.ts).
      const seeded = (await overview(rep, { agent_id: 10109 })).body.data.recent_quotes;
      expect(seeded[0]).toMatchObject({
        to: 'maya.chen@example.com',
        group_name: 'Northwind Traders',
        plans: 2,
      });
      const id = await newEnrollment(rep, { eprocess: 'rep', open_type: 'agent' });
      await addToCart(rep, id, 1001, 100101);
      const to = `quote.${Date.now()}@example.com`;
      const sent = await rep.call({
        method: 'POST',
        url: '/api/v1/save-enrollment',
        payload: { tab: 'cart_info', enrollment_id: id, name: 'Dana Quote', email: to },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const mine = (await overview(rep, { agent_id: 10109 })).body.data;
      expect(mine.recent_quotes[0]).toEqual({
        sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        to,
        group_name: expect.anything(),
        plans: 1,
        monthly_cents: expect.any(Number),
        completed: false,
      });
      expect(mine.recent_quotes[0].monthly_cents).toBeGreaterThan(0);
      // Another rep, a group administrator and the platform administrator see only their own.
      for (const [who, query] of [
        ['rep20417', { agent_id: 20417 }],
        ['group77', { group_id: 77 }],
        ['platform', { agent_id: 10109 }],
      ] as const) {
        const theirs = (await overview(as[who]!, query)).body.data.recent_quotes as { to: string }[];
        expect(theirs.map((q) => q.to)).not.toContain(to);
      }
    });
  });
}
