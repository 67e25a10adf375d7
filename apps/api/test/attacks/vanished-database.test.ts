import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { migrate } from '../../src/db';
import { createPgDb } from '../../src/db/pg';
import { seed } from '../../src/seed';
import { loadAllTenants } from '../../src/tenants/load-tenants';
import { startApi, until, type ApiProcess } from '../api-process';
import { DRIVERS } from '../harness';
import { adminUrl } from '../harness-db';
import { tcpProxy } from '../tcp-proxy';
import { APPLICANT_START } from '../shop';

// Finding: a database that vanished (dropped, PostgreSQL 3D000) or that refuses the server's
// credentials (28P01 wrong password, 28000 role may not log in) answered 500, unlike every other
// outage (503 + Retry-After): clients gave up instead of retrying, and monitors saw a bug.
const UNAVAILABLE = {
  status: 'error',
  data: [
    {
      target_element: 'form',
      error_message: 'The service is temporarily unavailable. Please try again in a moment.',
    },
  ],
};

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Migrates and seeds a database from outside the API, as a restore would. */
async function prepare(url: string) {
  const db = createPgDb(url, 2);
  try {
    await migrate(db);
    await seed(db, { tenants: loadAllTenants(loadConfig({}).tenantsDir), codePepper: 'p', dataKey: 'k' });
  } finally {
    await db.close();
  }
}

const read = (api: ApiProcess) => api.call('GET', '/api/v1/get-default-info');
const write = (api: ApiProcess) => api.call('POST', '/api/v1/add-filter-for-new-user', APPLICANT_START);

async function expectUnavailable(api: ApiProcess) {
  for (const r of await Promise.all([read(api), write(api)])) {
    expect(r.status).toBe(503);
    expect(r.body).toEqual(UNAVAILABLE);
    expect(r.headers.get('retry-after')).toBe('5');
  }
  expect((await api.call('GET', '/health/ready')).status).toBe(503);
  expect((await api.call('GET', '/health/live')).status).toBe(200);
}
async function expectRecovered(api: ApiProcess, pid: number) {
  await until(async () => (await api.call('GET', '/health/ready')).status === 200, 20_000, 200);
  for (const r of await Promise.all([read(api), write(api)])) expect(r.status).toBe(200);
  expect(api.pid).toBe(pid);
  expect(api.proc.exitCode).toBeNull();
}

describe.runIf(DRIVERS.includes('pg'))(
  'vanished database: 503 like any outage, recovery without a restart',
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c().catch(() => undefined);
    });

    it('dropped (3D000): 503; recreated and migrated: the same process answers again', async () => {
      const name = `bs_test_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const api = await startApi({ DATABASE_URL: adminUrl(name) });
      cleanups.push(async () => api.kill('SIGKILL'));
      expect((await read(api)).status).toBe(200);

      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
      await expectUnavailable(api);
      // Another round: by now every pooled connection is a fresh attempt meeting "does not exist".
      await expectUnavailable(api);
      expect(api.output()).not.toMatch(/"level":50/); // no "unhandled error" logged (500s are)

      await admin(`CREATE DATABASE ${name}`);
      await prepare(adminUrl(name));
      await expectRecovered(api, api.pid);
    }, 120_000);

    it('the role may not log in (28000): 503; allowed again: recovers', async () => {
      const suffix = randomBytes(6).toString('hex');
      const role = `bs_test_role_${suffix}`;
      const name = `bs_test_${suffix}`;
      await admin(`CREATE ROLE ${role} LOGIN`);
      cleanups.push(() => admin(`DROP ROLE IF EXISTS ${role}`));
      await admin(`CREATE DATABASE ${name} OWNER ${role}`);
      cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(adminUrl(name));
      url.username = role;
      url.password = '';
      const api = await startApi({ DATABASE_URL: url.toString() });
      cleanups.push(async () => api.kill('SIGKILL'));
      expect((await read(api)).status).toBe(200);

      await admin(`ALTER ROLE ${role} NOLOGIN`);
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${role}'`);
      await expectUnavailable(api);

      await admin(`ALTER ROLE ${role} LOGIN`);
      await expectRecovered(api, api.pid);
    }, 120_000);

    it('a wrong password (28P01, as the server answers it): 503; right again: recovers', async () => {
      // This server trusts 127.0.0.1 (no passwords), so a proxy answers start-ups the way a server
      // with password authentication does for a wrong one.
      const target = new URL(adminUrl());
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanups.push(() => proxy.close());
      const name = `bs_test_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(adminUrl(name));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const api = await startApi({ DATABASE_URL: url.toString() });
      cleanups.push(async () => api.kill('SIGKILL'));
      expect((await read(api)).status).toBe(200);

      proxy.refuse('28P01', `password authentication failed for user "${url.username}"`);
      await expectUnavailable(api);

      await proxy.up();
      await expectRecovered(api, api.pid);
    }, 120_000);
  },
);
