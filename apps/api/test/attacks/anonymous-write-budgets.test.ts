import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { anonymousKey } from '../../src/kernel/limits/anonymous-limit';
import type { CallName } from '@bs/contract';
import { callTable } from '../../src/calls';
import { START, TOO_MANY_WRITES } from '../../src/kernel/limits/anonymous-writes';
import { api, AUTH, describeEachDriver } from '../harness';
import { injectOptions, operationsOf, validRequest, type Request } from '../schema/operations';
import { rng, runSeed } from '../schema/random';
import { sessionHeaders } from '../sign-in';
import { BASE_PROFILE } from '../shop';
import { putInCart, PLANS } from '../wizard';
import { newIp } from './clients';

/**
 * ADR 0029, "no anonymous writer is left out": generated from the live /api/docs/json. Every call
 * other than GET (and every GET the budget table lists) is sent as a browser without a session,
 * holding an enrollment of its own; a call that answers anything but 401 writes without a session
 * and must have a budget in its module's table (CallEntry.anonymous). For each, every window is filled to its limit for a
 * fresh address and the same request must then answer 429 with Retry-After and the envelope.
 */
const TRIES = 12;

describeEachDriver(
  'attack: every call that writes without a session has a per-address limit (generated)',
  (ctx) => {
    it('each is listed, and past each window answers 429 with Retry-After', async () => {
      const seed = runSeed();
      const { app } = ctx();
      const { counters } = app.limits;
      const ops = operationsOf((await app.inject({ url: '/api/docs/json' })).json()).filter(
        (op) => op.method !== 'GET' || !!callTable[op.operationId as CallName]?.anonymous,
      );
      const owner = `bs_ek=${randomBytes(32).toString('base64url')}`;
      const created = await ctx().call({
        method: 'POST',
        url: api('add-filter-for-new-user'),
        headers: { cookie: owner },
        payload: { ...BASE_PROFILE, dob: '04/18/1988', tier: 'IF' },
        stranger: true,
      });
      const id: string = created.body.data.temp_enrollment_id;
      await putInCart(ctx(), id, [PLANS.dental, PLANS.termLife]);
      const hints = {
        enrollment_id: () => id,
        agent_id: () => 10109,
        group_id: () => 77,
        eprocess: () => 'applicant',
        routing_number: () => '021000021',
        // a real day, so report-life-event reaches its invitation check instead of a date refusal
        event_date: () => '2026-01-15',
      };
      const send = (req: Request, ip: string, lang = 'en') =>
        app.inject({
          ...injectOptions(req, { ...AUTH, cookie: owner, 'accept-language': lang }),
          remoteAddress: ip,
        });

      const missing: string[] = [];
      const unlimited: string[] = [];
      const anonymous: string[] = [];
      const stale: string[] = [];
      for (const [i, op] of ops.entries()) {
        const r = rng(seed + i);
        // Anonymous when some request is answered other than "sign in first" (401 naming the
        // session) or a validation refusal; tried a few times, since generated values vary.
        let req = validRequest(op, r, hints);
        let reached = false;
        let sessionOnly = false;
        for (let t = 0; t < TRIES && !reached; t++) {
          if (t > 0) req = validRequest(op, r, hints);
          const res = await send(req, newIp());
          const target = res.statusCode >= 400 ? JSON.parse(res.body).data?.[0]?.target_element : undefined;
          if (res.statusCode === 401 && target === 'session') sessionOnly = true;
          else if (res.statusCode !== 400) reached = true;
        }
        const budget = callTable[op.operationId as CallName]?.anonymous;
        if (reached) anonymous.push(op.operationId);
        if (!budget) {
          if (!sessionOnly || reached)
            missing.push(`${op.operationId} (${reached ? 'reached' : 'unclassified'} without a session)`);
          continue;
        }
        if (sessionOnly && !reached) stale.push(op.operationId);
        for (const w of budget.windows) {
          const ip = newIp();
          await counters.hit(anonymousKey(budget, w.minutes, ip), w.minutes * 60_000, w.max);
          const res = await send(req, ip);
          const retryAfter = Number(res.headers['retry-after']);
          const body = JSON.parse(res.body);
          const held =
            res.statusCode === 429 &&
            retryAfter > 0 &&
            retryAfter <= w.minutes * 60 &&
            JSON.stringify(body) ===
              JSON.stringify({
                status: 'error',
                data: [{ target_element: 'form', error_message: TOO_MANY_WRITES }],
              });
          if (!held)
            unlimited.push(`${op.operationId} ${w.minutes} min: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
      console.log(`seed ${seed}: ${anonymous.length} calls write without a session: ${anonymous.join(', ')}`);
      expect(missing, `seed ${seed}`).toEqual([]);
      expect(unlimited, `seed ${seed}`).toEqual([]);
      // The table names no call that needs a session (a stale line would hide a forgotten one).
      expect(stale, `seed ${seed}`).toEqual([]);
      expect(anonymous).toContain('add-filter-for-new-user');
    }, 180_000);

    it('answers in Spanish, and never counts a signed-in person', async () => {
      const ip = newIp();
      const w = START.windows[0]!;
      await ctx().app.limits.counters.hit(anonymousKey(START, w.minutes, ip), w.minutes * 60_000, w.max);
      const start = (headers: Record<string, string>) =>
        ctx().call({
          method: 'POST',
          url: api('add-filter-for-new-user'),
          remoteAddress: ip,
          headers,
          payload: { ...BASE_PROFILE, dob: '04/18/1988' },
          stranger: true,
        });
      const es = await start({ 'accept-language': 'es' });
      expect(es.status).toBe(429);
      expect(es.body.data[0].error_message).toBe(
        'Llegaron muchas solicitudes desde su conexión en poco tiempo. Inténtelo de nuevo más tarde.',
      );
      const rep = await sessionHeaders(ctx(), 'rep10109');
      const asRep = await start({ ...rep });
      expect(asRep.status, JSON.stringify(asRep.body)).toBe(200);
    });
  },
);
