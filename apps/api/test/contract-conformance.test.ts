import { expect, it } from 'vitest';
import { AUTH, describeEachDriver } from './harness';
import { enrollmentHints } from './schema/hints';
import { injectOptions, invalidRequest, operationsOf, validRequest, type Request } from './schema/operations';
import { inPool } from './schema/pool';
import { rng, runSeed } from './schema/random';

/**
 * Issue 12, "the contract says exactly what the API accepts": generated from the live
 * /api/docs/json of the app under test. For every documented call, inputs that satisfy the
 * document are never refused by validation (business refusals such as 404/422 are fine; a 400
 * only for a cross-field rule the operation's description quotes), and inputs that break it are
 * always refused with the error envelope. BS_FUZZ_SEED=<seed> replays a failing run.
 */
const PER_CALL = 10;
const IN_FLIGHT = 8;

type Envelope = { status: string; data: unknown };
const isEnvelope = (b: unknown): b is Envelope =>
  !!b &&
  typeof b === 'object' &&
  ((b as Envelope).status === 'success' || (b as Envelope).status === 'error');
const messagesOf = (b: Envelope) =>
  Array.isArray(b.data) ? b.data.map((e: { error_message?: string }) => e.error_message ?? '') : [];

describeEachDriver('contract conformance (generated from /api/docs/json)', (ctx) => {
  it('every call takes what its document allows and refuses what it does not', async () => {
    const seed = runSeed();
    const { app } = ctx();
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(40);
    const { hints, headers: browser } = await enrollmentHints(ctx(), seed);
    const failures: string[] = [];
    const tally = new Map<string, number>();
    const count = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
    const send = async (req: Request) => {
      const res = await app.inject(injectOptions(req, { ...AUTH, ...browser }));
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = res.body;
      }
      return { status: res.statusCode, body };
    };
    const show = (op: string, req: Request, status: number, body: unknown) =>
      `${op} [${req.what}] ${req.method} ${req.url}?${new URLSearchParams(req.query as Record<string, string>)} ` +
      `${JSON.stringify(req.body)?.slice(0, 300)} -> ${status} ${JSON.stringify(body).slice(0, 300)}`;

    for (const [i, op] of ops.entries()) {
      const r = rng(seed + i);
      const cases = Array.from({ length: PER_CALL }, () => ({
        good: validRequest(op, r, hints),
        bad: invalidRequest(op, r, hints),
      }));
      await inPool(cases, IN_FLIGHT, async ({ good, bad }) => {
        const res = await send(good);
        count(`valid ${res.status}`);
        const refusedByRule =
          res.status === 400 &&
          isEnvelope(res.body) &&
          !messagesOf(res.body).every((m) => m && op.description.includes(m));
        if (res.status >= 500 || !isEnvelope(res.body) || refusedByRule)
          failures.push(`valid refused: ${show(op.operationId, good, res.status, res.body)}`);
        if (!bad) return;
        const out = await send(bad);
        count(`invalid ${out.status}`);
        const refused =
          out.status >= 400 &&
          out.status < 500 &&
          isEnvelope(out.body) &&
          out.body.status === 'error' &&
          Array.isArray(out.body.data) &&
          out.body.data.length > 0;
        if (!refused) failures.push(`invalid taken: ${show(op.operationId, bad, out.status, out.body)}`);
      });
    }
    console.log(`conformance seed ${seed}, ${ops.length} calls:`, Object.fromEntries([...tally].sort()));
    if (failures.length)
      console.log(`seed ${seed} (BS_FUZZ_SEED=${seed} replays):\n${failures.slice(0, 40).join('\n')}`);
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 120_000);
});
