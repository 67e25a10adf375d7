import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, TOO_MANY_WRITES } from '../../src/kernel/limits/anonymous-writes';
import { createPgDb } from '../../src/db/pg';
import { startApi, type ApiProcess } from '../api-process';
import { api, createTestDb, describeEachDriver, DRIVERS } from '../harness';
import { APPLICANT_START } from '../shop';
import { newIp, statuses } from './clients';

/**
 * Issue 34's script: eight clients behind one address create anonymous enrollments as fast as
 * they can. Past the start budget's short window (START) every one answers 429 with Retry-After,
 * and no more enrollments are made; another address is not affected.
 */
const LIMIT = START.windows[0]!.max;
const CLIENTS = 8;

/** Eight concurrent loops, each until its first 429: answers every status seen. */
async function eightClients(start: () => Promise<{ status: number }>) {
  const seen: { status: number }[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (;;) {
        const r = await start();
        seen.push(r);
        if (r.status !== 200) return;
      }
    }),
  );
  return seen;
}

const anonymousSince = `SELECT count(*)::int AS n FROM enrollments
  WHERE started_by_account_id IS NULL AND started_by_user_id IS NULL AND created_at >= $1`;

describeEachDriver('attack: eight clients from one address creating enrollments', (ctx) => {
  it(`get 429 after ${LIMIT}, and nothing more is written`, async () => {
    const ip = newIp();
    const since = new Date();
    const start = () =>
      ctx().call({
        method: 'POST',
        url: api('add-filter-for-new-user'),
        remoteAddress: ip,
        payload: APPLICANT_START,
        stranger: true,
      });
    const seen = await eightClients(start);
    expect(statuses(seen)).toEqual({ 200: LIMIT, 429: CLIENTS });
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(Number((refused as { headers: Record<string, unknown> }).headers['retry-after'])).toBeGreaterThan(
      0,
    );
    expect((refused as { body: unknown }).body).toEqual({
      status: 'error',
      data: [{ target_element: 'form', error_message: TOO_MANY_WRITES }],
    });
    const [made] = await ctx().db.query<{ n: number }>(`${anonymousSince} AND filter_info->>'dob' = $2`, [
      since,
      APPLICANT_START.dob,
    ]);
    // Other suites of this worker may start enrollments meanwhile, from other addresses.
    expect(made!.n).toBeGreaterThanOrEqual(LIMIT);
    const other = await ctx().call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      remoteAddress: newIp(),
      payload: APPLICANT_START,
      stranger: true,
    });
    expect(other.status).toBe(200);
  }, 120_000);
});

describe.runIf(DRIVERS.includes('pg'))('the same script against two API instances on one PostgreSQL', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const t = await createTestDb('pg');
    drop = t.drop;
    url = t.url!;
    const env = { DATABASE_URL: t.url!, DB_QUERY_TIMEOUT_MS: '60000' };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const p of [a, b]) p?.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await drop?.();
  });

  it(`one count across both: ${LIMIT} enrollments, then 429 from either`, async () => {
    let n = 0;
    const since = new Date();
    // Both instances see 127.0.0.1: one address, half the requests through each.
    const seen = await eightClients(() =>
      (n++ % 2 ? a : b).call('POST', '/api/v1/add-filter-for-new-user', APPLICANT_START),
    );
    expect(statuses(seen)).toEqual({ 200: LIMIT, 429: CLIENTS });
    for (const p of [a, b]) {
      const r = await p.call('POST', '/api/v1/add-filter-for-new-user', APPLICANT_START);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const db = createPgDb(url, 1);
    try {
      const [made] = await db.query<{ n: number }>(anonymousSince, [since]);
      expect(made!.n).toBe(LIMIT);
    } finally {
      await db.close();
    }
  }, 120_000);
});
