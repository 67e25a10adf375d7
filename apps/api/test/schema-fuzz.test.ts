import { expect, it } from 'vitest';
import { AUTH, describeEachDriver } from './harness';
import { fuzzCase } from './schema/fuzz-input';
import { enrollmentHints } from './schema/hints';
import { operationsOf } from './schema/operations';
import { inPool } from './schema/pool';
import { rng, runSeed } from './schema/random';

/**
 * Issue 12, "bad input at volume": random, truncated, oversized, wrongly typed and injected
 * bodies, headers, query strings and paths for every call of the live /api/docs/json (at least
 * 100 each, seeded: BS_FUZZ_SEED=<seed> replays a run). Never a 5xx, always the envelope (error,
 * or success when the input happens to be valid), and the server healthy afterwards.
 */
const PER_CALL = 100;
/** Requests in flight at once (fastify.inject, no sockets): hides database round trips. */
const IN_FLIGHT = 8;

type FieldError = { target_element?: unknown; error_message?: unknown };
function envelopeProblem(status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  let body: { status?: unknown; data?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (body.status === 'success') return status < 300 ? undefined : `success with ${status}`;
  if (body.status !== 'error') return 'no envelope';
  if (status < 400) return `error with ${status}`;
  const fields = body.data as FieldError[];
  if (!Array.isArray(fields) || !fields.length) return 'error without field errors';
  if (
    !fields.every(
      (f) => typeof f.target_element === 'string' && typeof f.error_message === 'string' && f.error_message,
    )
  )
    return 'malformed field error';
  return undefined;
}

describeEachDriver('schema-driven fuzz (from /api/docs/json)', (ctx) => {
  it(`sends at least ${PER_CALL} hostile requests to every call: never a 5xx, always the envelope`, async () => {
    const seed = runSeed();
    const { app } = ctx();
    const ops = operationsOf((await app.inject({ url: '/api/docs/json' })).json());
    const { hints, headers: browser } = await enrollmentHints(ctx(), seed);
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    let sent = 0;
    for (const [i, op] of ops.entries()) {
      const r = rng(seed + 7919 * (i + 1));
      const cases = Array.from({ length: PER_CALL }, () => fuzzCase(op, r, hints, { ...AUTH, ...browser }));
      await inPool(cases, IN_FLIGHT, async (c, n) => {
        const res = await app.inject(c.options);
        sent++;
        kinds.set(`${c.what} ${res.statusCode}`, (kinds.get(`${c.what} ${res.statusCode}`) ?? 0) + 1);
        const problem = envelopeProblem(res.statusCode, res.body);
        if (problem)
          failures.push(
            `${op.operationId} #${n} [${c.what}] ${problem}: ${c.options.method} ${c.options.url} ` +
              `${String(c.options.payload ?? '').slice(0, 200)} -> ` +
              `${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      });
    }
    const ready = await app.inject({ url: '/health/ready' });
    console.log(
      `fuzz seed ${seed}: ${sent} requests over ${ops.length} calls`,
      Object.fromEntries([...kinds].sort()),
    );
    if (failures.length) console.log(`BS_FUZZ_SEED=${seed} replays:\n${failures.slice(0, 40).join('\n')}`);
    expect(failures, `seed ${seed}`).toEqual([]);
    expect(ready.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 180_000);
});
