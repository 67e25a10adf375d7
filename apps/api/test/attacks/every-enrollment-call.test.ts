import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, AUTH, describeEachDriver } from '../harness';
import type { Schema } from '../schema/json-schema';
import {
  injectOptions,
  operationsOf,
  validRequest,
  type Operation,
  type Request,
} from '../schema/operations';
import { rng, runSeed } from '../schema/random';
import { putInCart, PLANS } from '../wizard';
import { BASE_PROFILE } from '../shop';

/**
 * ADR 0013, "no call is left out": generated from the live /api/docs/json, so a call added later
 * is covered without anyone remembering. Every operation whose path, query or body takes an
 * enrollment id is sent with a real enrollment's id from a browser that does not hold it, and
 * again with an id that does not exist: the two answers must be the same, to the byte (the id
 * itself written as <id>). The owner's browser sending the same request must get something else
 * for most calls, which shows the generated requests do reach the enrollment.
 */
const ID_FIELD = /^enrollment_id$/;
const UNKNOWN = 'ZzUnknownEnrollment000';
const TRIES = 3;

function schemaNames(s: Schema | undefined, out = new Set<string>()): Set<string> {
  if (!s || typeof s !== 'object') return out;
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.add(k);
    schemaNames(v as Schema, out);
  }
  for (const list of [s.allOf, s.anyOf, s.oneOf]) for (const b of list ?? []) schemaNames(b as Schema, out);
  return out;
}
const takesEnrollment = (op: Operation) =>
  op.parameters.some((p) => ID_FIELD.test(p.name)) ||
  [...schemaNames(op.body?.schema)].some((n) => ID_FIELD.test(n));

let client = 0;
/** A new client address per request, so per-client limits never tell two requests apart. */
const nextClient = () => `10.77.${(client >> 8) & 255}.${client++ & 255}`;

describeEachDriver('attack: every call that takes an enrollment id (generated)', (ctx) => {
  it('answers a foreign id exactly as an unknown one, and the owner differently', async () => {
    const seed = runSeed();
    const { app } = ctx();
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const ops = operationsOf(doc).filter(takesEnrollment);
    expect(ops.length).toBeGreaterThan(40);

    // The owner: a browser whose enrollment key this test knows (the API keeps a key it is sent).
    const ownerCookie = `bs_ek=${randomBytes(32).toString('base64url')}`;
    const created = await ctx().call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      headers: { cookie: ownerCookie },
      payload: { ...BASE_PROFILE, dob: '04/18/1988', tier: 'IF' },
      stranger: true,
    });
    const id: string = created.body.data.temp_enrollment_id;
    await putInCart(ctx(), id, [PLANS.dental, PLANS.termLife]);
    const hints = { enrollment_id: () => id, agent_id: () => 10109, group_id: () => 77 };

    const send = async (req: Request, cookie?: string) => {
      const opts = injectOptions(req, { ...AUTH, ...(cookie && { cookie }) });
      const res = await app.inject({ ...opts, remoteAddress: nextClient() });
      return `${res.statusCode} ${res.body.replaceAll(id, '<id>').replaceAll(UNKNOWN, '<id>')}`;
    };
    const swap = (req: Request): Request => JSON.parse(JSON.stringify(req).replaceAll(id, UNKNOWN));

    const leaks: string[] = [];
    const reached = new Set<string>();
    for (const [i, op] of ops.entries()) {
      const r = rng(seed + i);
      for (let t = 0; t < TRIES; t++) {
        let req = validRequest(op, r, hints);
        for (let again = 0; again < 20 && !JSON.stringify(req).includes(id); again++)
          req = validRequest(op, r, hints);
        expect(JSON.stringify(req), op.operationId).toContain(id);
        const foreign = await send(req);
        const unknown = await send(swap(req));
        if (foreign !== unknown)
          leaks.push(
            `${op.operationId}: foreign ${foreign.slice(0, 200)} | unknown ${unknown.slice(0, 200)}`,
          );
        if ((await send(req, ownerCookie)) !== unknown) reached.add(op.operationId);
      }
    }
    const missed = ops.map((o) => o.operationId).filter((o) => !reached.has(o));
    console.log(
      `seed ${seed}: ${ops.length} calls take an enrollment id; the owner reached ${reached.size}; not: ${missed.join(', ')}`,
    );
    expect(leaks, `seed ${seed}`).toEqual([]);
    expect(reached.size).toBeGreaterThan(ops.length * 0.8);
  }, 180_000);
});
