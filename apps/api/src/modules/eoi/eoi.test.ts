import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { until } from '../../../test/api-process';
import { everyRole } from '../../../test/roles';
import { decodedMail, freePort, mailingTo, smtpPeer } from '../../../test/smtp-peer';
import { get, post } from '../../../test/wizard';
import { openJson } from '../../kernel/crypto/data-key';
import { openCase } from '../../kernel/eoi/eoi.repository';
import { addDays, todayUtc } from '../../kernel/enrollment-windows/calendar-days';

/**
 * The eoi calls (issue 30, ADR 0035) on a seeded database of their own per driver, mailing
 * through a real SMTP peer: who may list a book's pending cases and record a decision (the table
 * of ADR 0035, one test per role), the demo case of James Carter (5002) decided in part through
 * the API (the case, the change history, the e-mail James receives), a second decision refused,
 * and the rules' refusals beside their fields.
 */

for (const driver of DRIVERS) {
  describe(`eoi calls [${driver}]`, () => {
    let app: TestCtx;
    let close: () => Promise<void>;
    const peer = smtpPeer();
    const as: Record<string, TestCtx> = {};
    const today = todayUtc();

    beforeAll(async () => {
      const port = await freePort();
      await peer.listen(port);
      ({ ctx: app, close } = await startTestApp(driver, mailingTo(port)));
      Object.assign(as, await everyRole(app));
    }, 60_000);
    afterAll(async () => {
      await close();
      await peer.close();
    });

    const stranger = (method: 'GET' | 'POST', call: string, payload: Record<string, unknown>) =>
      app.call({
        method,
        url:
          `/api/v1/${call}` +
          (method === 'GET' ? `?${new URLSearchParams(payload as Record<string, string>)}` : ''),
        ...(method === 'POST' && { payload }),
        stranger: true,
      });
    const jamesCase = async () =>
      (await get(as.rep10109, 'get-eoi-pending', { agent_id: 10109 })).body.data.items.find(
        (c: { member_user_id: number }) => c.member_user_id === 5002,
      );

    it("lists rep 10109's book: James Carter's $250,000 term life, $100,000 approved and $150,000 pending, 12 days old", async () => {
      const c = await jamesCase();
      expect(c).toMatchObject({
        member_name: 'James Carter',
        plan_name: 'Guardian Term Life 20',
        elected: 250_000,
        approved_now: 100_000,
        pending: 150_000,
        reasons: ['above-gi'],
        opened_on: addDays(today, -12),
        age_days: 12,
      });
      const platform = await get(as.platform, 'get-eoi-pending', { agent_id: 10109 });
      expect(platform.status).toBe(200);
      expect(platform.body.data.items.map((i: { case_id: number }) => i.case_id)).toContain(c.case_id);
      // without an agent, the platform administrator reads every book's cases, each naming its book
      const every = await get(as.platform, 'get-eoi-pending', {});
      expect(every.status).toBe(200);
      expect(every.body.data.items).toContainEqual(
        expect.objectContaining({ case_id: c.case_id, agent_id: 10109 }),
      );
    });

    it('refuses the list to a stranger (401), another rep, a group administrator and a member (403)', async () => {
      expect((await stranger('GET', 'get-eoi-pending', { agent_id: 10109 })).status).toBe(401);
      for (const who of ['rep20417', 'group77', 'admin4100', 'member'])
        expect((await get(as[who]!, 'get-eoi-pending', { agent_id: 10109 })).status, who).toBe(403);
      // every book at once is the platform administrator's alone
      for (const who of ['rep10109', 'rep20417', 'group77', 'admin4100', 'member'])
        expect((await get(as[who]!, 'get-eoi-pending', {})).status, who).toBe(403);
      expect((await stranger('GET', 'get-eoi-pending', {})).status).toBe(401);
      // a rep reads only their own book's list, whatever agent they name
      expect((await get(as.rep20417!, 'get-eoi-pending', { agent_id: 20417 })).body.data.items).toEqual([]);
    });

    it('refuses a decision to a stranger (401), another rep, the group administrator and a member (403); the case stays pending', async () => {
      const c = await jamesCase();
      const body = { case_id: c.case_id, decision: 'deny', decided_on: today };
      expect((await stranger('POST', 'decide-eoi-case', body)).status).toBe(401);
      for (const who of ['rep20417', 'group77', 'admin4100', 'member'])
        expect((await post(as[who]!, 'decide-eoi-case', body)).status, who).toBe(403);
      expect((await post(as.rep10109!, 'decide-eoi-case', { ...body, case_id: 987_654_321 })).status).toBe(
        403,
      );
      expect((await jamesCase()).case_id).toBe(c.case_id);
    });

    it('answers the rules beside their fields', async () => {
      const c = await jamesCase();
      const err = async (payload: Record<string, unknown>) =>
        (await post(as.rep10109!, 'decide-eoi-case', { case_id: c.case_id, decided_on: today, ...payload }))
          .body.data[0];
      expect(await err({ decision: 'approve-part' })).toEqual({
        target_element: 'amount',
        error_message: 'This field is required.',
      });
      expect(await err({ decision: 'approve-part', amount: 150_001 })).toMatchObject({
        target_element: 'amount',
      });
      expect(await err({ decision: 'expire' })).toEqual({
        target_element: 'decision',
        error_message: 'A case can be closed as expired only from its expiry day.',
      });
      expect(await err({ decision: 'deny', decided_on: addDays(today, -13) })).toMatchObject({
        target_element: 'decided_on',
      });
      expect(await err({ decision: 'deny', effective_on: addDays(today, -1) })).toEqual({
        target_element: 'effective_on',
        error_message: 'Cover cannot start before the decision.',
      });
      expect((await jamesCase()).pending).toBe(150_000);
    });

    it('the rep approves $50,000 of it: the case, the change history, the e-mail, and a second decision refused', async () => {
      const c = await jamesCase();
      const starts = addDays(today, 3);
      const [price] = await app.db.query<{ price_cents: number }>(
        'SELECT price_cents FROM member_plans WHERE user_id = 5002 AND plan_id = 1003',
      );
      const r = await post(as.rep10109!, 'decide-eoi-case', {
        case_id: c.case_id,
        decision: 'approve-part',
        amount: 50_000,
        decided_on: today,
        effective_on: starts,
        reason: 'Build and blood pressure above the table',
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ case_id: c.case_id, status: 'partly-approved', granted: 50_000 });
      const [row] = await app.db.query<{ status: string; granted: number; effective_on: string }>(
        'SELECT status, granted, effective_on::text AS effective_on FROM eoi_cases WHERE case_id = $1',
        [c.case_id],
      );
      expect(row).toEqual({ status: 'partly-approved', granted: 50_000, effective_on: starts });
      expect(await jamesCase()).toBeUndefined();

      const [history] = await app.db.query<{ snapshot_enc: string; subject_user_id: number }>(
        `SELECT snapshot_enc, subject_user_id FROM enrollment_audit WHERE section = 'eoi-decision' ORDER BY at DESC LIMIT 1`,
      );
      expect(history!.subject_user_id).toBe(5002);
      expect(openJson(history!.snapshot_enc, app.config.dataKey)).toMatchObject({
        before: { status: 'pending', pending: 150_000 },
        after: {
          case_id: c.case_id,
          status: 'partly-approved',
          granted: 50_000,
          effective_on: starts,
          amount_in_force: 150_000,
          // James's $100,000 premium, scaled to the $150,000 in force from that day (ADR 0039)
          premium_after_cents: Math.round((price!.price_cents * 150_000) / 100_000),
        },
      });

      const mine = () => peer.received.filter((m) => m.to.includes('james.carter@example.com'));
      await until(async () => mine().length >= 1);
      const text = decodedMail(mine()[0]!.raw);
      expect(text).toContain('Your evidence of insurability decision');
      expect(text).toContain('$100,000 was not approved');
      expect(text).toContain(`Your cover in force from ${starts}: $150,000.`);
      expect(text).not.toContain('blood pressure'); // the carrier's reason stays out of the mail

      const again = await post(as.platform!, 'decide-eoi-case', {
        case_id: c.case_id,
        decision: 'deny',
        decided_on: today,
      });
      expect(again.status).toBe(409);
      expect(again.body.data[0].error_message).toBe('This decision was already recorded.');
    }, 60_000);

    it('the platform administrator decides a case in any book', async () => {
      const [m] = await app.db.query<{ user_id: number }>(
        'SELECT user_id FROM members WHERE agent_id = 20417 ORDER BY user_id LIMIT 1',
      );
      const opened = await openCase(app.db, app.config.dataKey, {
        memberUserId: m!.user_id,
        planId: 1003,
        election: { elected: 200_000, currentApproved: 0, lateEntrant: false },
        today,
      });
      expect(opened.ok && opened.caseId).toBeTruthy();
      const caseId = opened.ok ? opened.caseId : 0;
      expect(
        (
          await post(as.rep10109!, 'decide-eoi-case', {
            case_id: caseId,
            decision: 'deny',
            decided_on: today,
          })
        ).status,
      ).toBe(403);
      const r = await post(as.platform!, 'decide-eoi-case', {
        case_id: caseId,
        decision: 'approve-all',
        decided_on: today,
      });
      expect(r.body.data).toEqual({ case_id: caseId, status: 'approved', granted: 100_000 });
    });
  });
}
