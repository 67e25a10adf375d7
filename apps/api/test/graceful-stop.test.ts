import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentKeyHeader, signInRep, startApi, until } from './api-process';
import { createTestDb, DRIVERS, type Driver } from './harness';
import { BASE_PROFILE, dobForAge } from './shop';
import { missingWrites, writeTraffic } from './write-traffic';

/** The environment that points an API process at one database of the driver under test. */
async function databaseFor(
  driver: Driver,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bs-stop-'));
    return { env: { PGLITE_DIR: join(dir, 'pglite') }, drop: async () => rmSync(dir, { recursive: true }) };
  }
  const { url, drop } = await createTestDb('pg');
  return { env: { DATABASE_URL: url! }, drop };
}

for (const driver of DRIVERS) {
  describe(`stopping the API process [${driver}]`, () => {
    let db: Awaited<ReturnType<typeof databaseFor>>;
    beforeAll(async () => {
      db = await databaseFor(driver);
    });
    afterAll(async () => db.drop());

    it('SIGTERM mid-traffic: finishes in-flight writes, exits 0 within 10 s, every acknowledged write survives', async () => {
      const api = await startApi(db.env);
      const traffic = writeTraffic(api);
      await traffic.atLeast(8);
      const signalled = Date.now();
      api.kill('SIGTERM');
      const { code } = await api.exited;
      const took = Date.now() - signalled;
      await traffic.stop();
      expect(code, api.output()).toBe(0);
      expect(took).toBeLessThan(10_000);
      // Requests in flight were answered, later ones refused or told 503: never a 500 or a reset.
      expect(traffic.acked.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

      const again = await startApi(db.env);
      try {
        expect(await missingWrites(again, traffic.acked)).toEqual([]);
      } finally {
        again.kill('SIGTERM');
        expect((await again.exited).code).toBe(0);
      }
    }, 180_000);

    if (driver === 'pg')
      it('a request in flight at SIGTERM is finished before the process exits', async () => {
        const api = await startApi(db.env);
        const e = await api.call('POST', '/api/v1/add-filter-for-new-user', {
          ...BASE_PROFILE,
          dob: dobForAge(40),
        });
        const id: string = e.body.data.temp_enrollment_id;
        // The browser that started it holds it (ADR 0013).
        const browser = enrollmentKeyHeader(e);
        // Hold the enrollment's row lock, so add-plan-to-cart (which locks it) waits mid-request.
        const holder = new pg.Client({ connectionString: db.env.DATABASE_URL });
        await holder.connect();
        try {
          await holder.query('BEGIN');
          await holder.query('SELECT 1 FROM enrollments WHERE enrollment_id = $1 FOR UPDATE', [id]);
          const inFlight = api.call(
            'POST',
            '/api/v1/add-plan-to-cart',
            { enrollment_id: id, plan_id: 1001, plan_pricing_id: 100101 },
            browser,
          );
          await until(async () => {
            const [row] = (
              await holder.query<{ n: number }>(
                "SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'",
              )
            ).rows;
            return row!.n > 0;
          });
          api.kill('SIGTERM');
          await new Promise((r) => setTimeout(r, 1000));
          expect(api.proc.exitCode, 'exited with a request in flight').toBeNull();
          await holder.query('COMMIT');
          expect((await inFlight).status).toBe(200);
          expect((await api.exited).code, api.output()).toBe(0);
          const [cart] = (
            await holder.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM cart_items WHERE enrollment_id = $1',
              [id],
            )
          ).rows;
          expect(cart!.n).toBe(1);
        } finally {
          await holder.end();
          api.kill('SIGKILL');
        }
      }, 120_000);

    // PostgreSQL only: it promises durability of every commit; PGlite in a killed process does not.
    if (driver === 'pg')
      it('SIGKILL mid-traffic: every acknowledged write survives', async () => {
        const api = await startApi(db.env);
        const traffic = writeTraffic(api);
        await traffic.atLeast(8);
        api.kill('SIGKILL');
        await api.exited;
        await traffic.stop();
        expect(traffic.acked.enrollments.length).toBeGreaterThanOrEqual(8);

        const again = await startApi(db.env);
        try {
          expect(await missingWrites(again, traffic.acked)).toEqual([]);
        } finally {
          again.kill('SIGTERM');
          await again.exited;
        }
      }, 180_000);
  });
}

describe('stopping the API process when something hangs', () => {
  it('exits non-zero at the hard deadline (here an SMTP server that never answers)', async () => {
    const db = await databaseFor(DRIVERS[0]!);
    // Accepts connections and never greets: the outbox worker's send hangs.
    const sockets: Socket[] = [];
    const smtp = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const api = await startApi({
      ...db.env,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`,
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    try {
      // A rep's enrollment: only the signed-in rep starts it and works on it (ADR 0013).
      const rep = await signInRep(api);
      const e = await api.call(
        'POST',
        '/api/v1/add-filter-for-new-user',
        { ...BASE_PROFILE, eprocess: 'rep', open_type: 'agent', dob: dobForAge(40) },
        rep,
      );
      expect(e.status, JSON.stringify(e.body)).toBe(200);
      const id = e.body.data.temp_enrollment_id;
      const body = { enrollment_id: id, plan_id: 1001, plan_pricing_id: 100101 };
      expect((await api.call('POST', '/api/v1/add-plan-to-cart', body, rep)).status).toBe(200);
      const quote = { enrollment_id: id, tab: 'cart_info', email: 'hang@example.com', name: 'Robin Case' };
      expect((await api.call('POST', '/api/v1/save-enrollment', quote, rep)).status).toBe(200);
      await until(async () => sockets.length > 0);
      const signalled = Date.now();
      api.kill('SIGTERM');
      const { code } = await api.exited;
      expect(code).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(6000);
      expect(api.output()).toContain('did not stop within 2 s after SIGTERM');
    } finally {
      api.kill('SIGKILL');
      sockets.forEach((s) => s.destroy());
      smtp.close();
      await db.drop();
    }
  }, 120_000);
});
