import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Db } from '../src/db';
import { createPgDb } from '../src/db/pg';
import { baseTestConfig, migrateAndSeed, seedInputsOf } from './db-templates';
import { createTestDb, workerDatabase, type Driver } from './harness-db';

export { createTestDb, type Driver } from './harness-db';

/** Both drivers by default; BS_TEST_DRIVERS=pglite narrows it on a machine without PostgreSQL. */
export const DRIVERS = (process.env.BS_TEST_DRIVERS?.split(',') ?? ['pglite', 'pg']) as Driver[];

export const AUTH = { authorization: `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}` };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
type AnyJson = any;

export type TestCtx = {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /**
   * app.inject with the client authorization header, as one browser: the enrollment key cookie
   * the API sets (ADR 0013) is kept and sent back, as a browser does, so suites about something
   * else act as the person who started their enrollments. `stranger: true` sends the request
   * from another browser (no key); the attack suites use it. Returns status and parsed JSON.
   */
  call: (
    opts: InjectOptions & { url: string; stranger?: boolean },
  ) => Promise<{ status: number; body: AnyJson; headers: Record<string, unknown> }>;
};

/** `bs_ek=<key>` out of a response's set-cookie header(s), or undefined when none is set. */
export function enrollmentKeyCookie(headers: Record<string, unknown>): string | undefined {
  const set = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
  const m = set.map((c) => /^bs_ek=([A-Za-z0-9_-]{43});/.exec(c)).find(Boolean);
  return m ? `bs_ek=${m[1]}` : undefined;
}

/**
 * Each call comes from a client address of its own unless the test names one (`remoteAddress`):
 * the per-client limits (src/kernel/limits/policy.ts) then bite only where a suite replays one
 * client on purpose, not because every suite of a run shares 127.0.0.1 and one database.
 */
const anyClient = () => `10.${randomInt(100, 200)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * The mail page is off unless asked for (MAIL_PAGE=1): the suites that read mail at /mail (quotes,
 * receipts, Spanish mail) run on these apps, so the harness asks for it, as npm start does.
 */
const configWith = (overrides: Partial<AppConfig>): AppConfig => ({ ...baseTestConfig(), ...overrides });

/** A copy of the run's seeded template serves an app whose configuration leaves the seed's inputs alone. */
const templateFits = (overrides: Partial<AppConfig>) =>
  seedInputsOf(configWith(overrides)) === seedInputsOf(baseTestConfig());

/** The template for `driver` ('' when the run built none, say a vitest run outside this config). */
const templateOf = (driver: Driver) => inject('dbTemplates')?.[driver] ?? '';

/** `seeded`: the database is a copy of the run's template, already migrated and seeded. */
async function appOn(db: Db, overrides: Partial<AppConfig>, seeded = false): Promise<TestCtx> {
  const config = configWith(overrides);
  if (!seeded) await migrateAndSeed(db, config);
  const app = await buildApp({ db, config, logger: false });
  let browserKey: string | undefined;
  const call: TestCtx['call'] = async ({ stranger, ...opts }) => {
    const headers: Record<string, string> = { ...AUTH, ...((opts.headers ?? {}) as Record<string, string>) };
    if (!stranger && browserKey)
      headers.cookie = headers.cookie ? `${headers.cookie}; ${browserKey}` : browserKey;
    const res = await app.inject({ remoteAddress: anyClient(), ...opts, headers });
    if (!stranger) browserKey = enrollmentKeyCookie(res.headers) ?? browserKey;
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      // not JSON (HTML, SVG): keep the text
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return { app, db, config, call };
}

/** An app on its own fresh database (for suites that need special configuration). */
export async function startTestApp(driver: Driver, overrides: Partial<AppConfig> = {}) {
  const template = templateFits(overrides) ? templateOf(driver) : '';
  const { db, url, drop } = await createTestDb(driver, template);
  const ctx = await appOn(db, overrides, template !== '');
  return {
    ctx,
    /** The PostgreSQL database's URL (pg only): for tools such as pg_dump. */
    url,
    close: async () => {
      await ctx.app.close();
      await drop();
    },
  };
}

// Test files run with isolate:false, so this cache is shared by every file of a worker: one
// PGlite and one PostgreSQL database per worker, each a copy of the run's template, so that the
// workers run side by side without seeing each other's rows (test/global-setup.ts drops them).
const shared = new Map<Driver, Promise<TestCtx>>();
export function sharedTestApp(driver: Driver): Promise<TestCtx> {
  let ctx = shared.get(driver);
  if (!ctx) {
    const template = templateOf(driver);
    const db =
      driver === 'pg'
        ? workerDatabase(`${inject('pgRunPrefix')}_w${process.env.VITEST_POOL_ID ?? 1}`, template).then(
            (url) => createPgDb(url, 4),
          )
        : createTestDb('pglite', template).then((t) => t.db);
    ctx = db.then((d) => appOn(d, {}, template !== ''));
    shared.set(driver, ctx);
  }
  return ctx;
}

/** A second app with its own configuration on the worker's shared database (closed by the caller). */
export async function sharedDbApp(driver: Driver, overrides: Partial<AppConfig>): Promise<TestCtx> {
  const { db } = await sharedTestApp(driver);
  return appOn(db, overrides, templateFits(overrides)); // the shared database is seeded already
}

/**
 * Runs the same suite against every driver, on the worker's shared migrated and seeded database;
 * `fresh` gives the suite a database of its own, for suites that count seeded rows other suites
 * add to (a completed enrollment adds a member to the rep's book).
 */
export function describeEachDriver(
  name: string,
  suite: (ctx: () => TestCtx, driver: Driver) => void,
  opts: { fresh?: boolean } = {},
) {
  for (const driver of DRIVERS) {
    describe(`${name} [${driver}]`, () => {
      let ctx: TestCtx | undefined;
      let close: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        if (opts.fresh) ({ ctx, close } = await startTestApp(driver));
        else ctx = await sharedTestApp(driver);
      });
      afterAll(async () => {
        await close?.();
      });
      suite(() => ctx!, driver);
    });
  }
}

export const api = (path: string) => `/api/v1/${path}`;

/** The same browser with these headers on every call (a signed-in session's cookie, say). */
export const withHeaders = (ctx: TestCtx, headers: Record<string, string>): TestCtx => ({
  ...ctx,
  call: (opts) =>
    ctx.call({ ...opts, headers: { ...headers, ...((opts.headers ?? {}) as Record<string, string>) } }),
});
