import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, until, type ApiProcess, type Reply } from './api-process';
import { createTestDb, DRIVERS } from './harness';
import { tcpProxy } from './tcp-proxy';
import { missingWrites, writeTraffic } from './write-traffic';
import { APPLICANT_START } from './shop';

const UNAVAILABLE = {
  status: 'error',
  data: [
    {
      target_element: 'form',
      error_message: 'The service is temporarily unavailable. Please try again in a moment.',
    },
  ],
};

// A read and a write, as the store's pages send them.
const probes = (api: ApiProcess): Promise<Reply>[] => [
  api.call('GET', '/api/v1/get-default-info'),
  api.call('POST', '/api/v1/add-filter-for-new-user', APPLICANT_START),
];

describe.runIf(DRIVERS.includes('pg'))('PostgreSQL goes away mid-traffic', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let drop: () => Promise<void>;
  let api: ApiProcess;
  beforeAll(async () => {
    const db = await createTestDb('pg');
    drop = db.drop;
    const url = new URL(db.url!);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    // The default timeouts: what a deployment gets.
    api = await startApi({ DATABASE_URL: url.toString() });
  }, 120_000);
  afterAll(async () => {
    api?.kill('SIGKILL');
    await proxy?.close();
    await drop?.();
  });

  const expectUnavailable = async (maxMs: number) => {
    const replies = await Promise.all(probes(api));
    for (const r of replies) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual(UNAVAILABLE);
      expect(r.ms).toBeLessThan(maxMs);
    }
    const [ready, live, health] = await Promise.all([
      api.call('GET', '/health/ready'),
      api.call('GET', '/health/live'),
      api.call('GET', '/health'),
    ]);
    expect(ready.status).toBe(503);
    expect(live.status).toBe(200);
    expect(health.status).toBe(503);
  };
  const expectRecovered = async () => {
    await until(async () => (await api.call('GET', '/health/ready')).status === 200, 20_000, 200);
    for (const r of await Promise.all(probes(api))) expect(r.status).toBe(200);
    expect(api.proc.exitCode).toBeNull();
  };

  it('stopped: calls answer 503 at once, readiness fails, liveness holds; back: the same process recovers', async () => {
    const traffic = writeTraffic(api, 3);
    await traffic.atLeast(5);
    await proxy.down();
    await expectUnavailable(3000);
    await proxy.up();
    await expectRecovered();
    await traffic.stop();
    // Mid-traffic answers were successes or 503s, never a 500; nothing acknowledged was lost.
    expect(traffic.acked.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(traffic.acked.statuses).toContain(503);
    expect(await missingWrites(api, traffic.acked)).toEqual([]);
  }, 120_000);

  it('unresponsive (packets dropped): calls answer 503 within the timeouts instead of hanging', async () => {
    proxy.hang();
    // Connect timeout 3 s, statement timeout 5 s (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS).
    await expectUnavailable(8000);
    await proxy.up();
    await expectRecovered();
  }, 120_000);
});
