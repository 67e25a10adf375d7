import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db';
import { createPgDb } from '../../src/db/pg';
import { migrate } from '../../src/db';
import { seed } from '../../src/seed';
import { loadConfig } from '../../src/config';
import { loadAllTenants } from '../../src/tenants/load-tenants';
import { CHILD_TABLES } from '../../src/modules/retention/abandoned-enrollments';
import { runDueRetention } from '../../src/modules/retention/retention-schedule';
import { startApi, until, type ApiProcess } from '../api-process';
import { api, createTestDb, DRIVERS, startTestApp, type TestCtx } from '../harness';
import { newEnrollment } from '../shop';
import { sessionHeaders } from '../sign-in';
import { PERSON, putInCart, PLANS, SIGNATURE_PNG } from '../wizard';

/**
 * Retention of abandoned enrollments (issue 34, ADR 0029): the nightly job deletes an anonymous
 * enrollment untouched past its tenant's retention, with its rows in every child table, and keeps
 * one saved for later (while its code lives), a completed one, a recent one, a staff one and the
 * demo world's saved enrollment. Activity is moved into the past in the database.
 */
const daysAgo = async (db: Queryable, id: string, days: number) => {
  const at = `now() - make_interval(days => ${days})`;
  await db.query(`UPDATE enrollments SET updated_at = ${at}, created_at = ${at} WHERE enrollment_id = $1`, [
    id,
  ]);
  await db.query(`UPDATE cart_items SET added_at = ${at} WHERE enrollment_id = $1`, [id]);
  await db.query(`UPDATE enrollment_keys SET bound_at = ${at} WHERE enrollment_id = $1`, [id]);
};
const rowsOf = async (db: Queryable, id: string) => {
  const out: Record<string, number> = {};
  for (const t of ['enrollments', ...CHILD_TABLES]) {
    const [r] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${t} WHERE enrollment_id = $1`,
      [id],
    );
    out[t] = r!.n;
  }
  return out;
};
const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** An applicant's enrollment with a cart, a saved step (audit), a screenshot and an expired save-later. */
async function fullEnrollment(ctx: TestCtx, basics: Record<string, unknown> = {}) {
  const id = await newEnrollment(ctx, basics);
  await putInCart(ctx, id, [PLANS.dental]);
  const post = (call: string, payload: object) => ctx.call({ method: 'POST', url: api(call), payload });
  expect((await post('save-personal-info', { enrollment_id: id, primary_info: PERSON })).status).toBeLessThan(
    500,
  );
  expect(
    (await post('save-screenshot', { enrollment_id: id, name: 'cart', image: SIGNATURE_PNG })).status,
  ).toBe(200);
  return id;
}

for (const driver of DRIVERS)
  describe(`retention of abandoned enrollments [${driver}]`, () => {
    let ctx: TestCtx;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ ctx, close } = await startTestApp(driver, { retentionIntervalMs: 0, ediScheduleIntervalMs: 0 }));
    });
    afterAll(() => close?.());

    it('deletes what lay untouched past the retention, and keeps the rest; once a day', async () => {
      const { db } = ctx;
      const abandoned = await fullEnrollment(ctx);
      const expiredSave = await fullEnrollment(ctx);
      const saved = await fullEnrollment(ctx);
      const completed = await fullEnrollment(ctx);
      const recent = await fullEnrollment(ctx);
      const rep = await sessionHeaders(ctx, 'rep10109');
      const staff = await ctx.call({
        method: 'POST',
        url: api('add-filter-for-new-user'),
        headers: rep,
        payload: {
          zip: '30301',
          dob: '04/18/1986',
          gender: 0,
          tier: 'IO',
          eprocess: 'rep',
          agent_id: 10109,
          group_id: 77,
        },
      });
      expect(staff.status).toBe(200);
      const staffId: string = staff.body.data.temp_enrollment_id;
      // Saved for later: a live code; the other's code and link ran out.
      for (const id of [saved, expiredSave])
        await db.query(
          `INSERT INTO continue_codes (enrollment_id, email, code_hash, expires_at) VALUES ($1, 'x@example.com', $2, now() + interval '20 days')`,
          [id, `hash-${id}`],
        );
      await db.query(
        `UPDATE continue_codes SET expires_at = now() - interval '1 day' WHERE enrollment_id = $1`,
        [expiredSave],
      );
      await db.query(
        'UPDATE enrollments SET completed_at = now() - interval $$40 days$$ WHERE enrollment_id = $1',
        [completed],
      );
      for (const id of [abandoned, expiredSave, saved, completed, staffId]) await daysAgo(db, id, 31);
      await daysAgo(db, recent, 29);
      const before = await rowsOf(db, abandoned);
      expect(before.cart_items).toBe(1);
      expect(before.enrollment_keys).toBe(1);
      expect(before.enrollment_screenshots).toBe(1);
      const [demo] = await db.query<{ enrollment_id: string }>(
        "SELECT enrollment_id FROM continue_codes WHERE email = 'casey.morgan@example.com'",
      );
      await daysAgo(db, demo!.enrollment_id, 400);

      const deleted = await runDueRetention(db, '00:00', 'test');
      expect(deleted!.enrollments).toBe(2);
      for (const id of [abandoned, expiredSave]) expect(total(await rowsOf(db, id)), id).toBe(0);
      for (const id of [saved, completed, recent, staffId, demo!.enrollment_id])
        expect((await rowsOf(db, id)).enrollments, id).toBe(1);
      expect((await rowsOf(db, saved)).cart_items).toBe(1);
      const [run] = await db.query<{ enrollments_deleted: number; rows_deleted: Record<string, number> }>(
        'SELECT enrollments_deleted, rows_deleted FROM retention_runs WHERE run_date = current_date',
      );
      expect(run!.enrollments_deleted).toBe(2);
      expect(run!.rows_deleted.cart_items).toBe(2);
      expect(run!.rows_deleted.enrollment_screenshots).toBe(2);
      expect(run!.rows_deleted.continue_codes).toBe(1);
      // Once a day: the same day again does nothing, even with a new candidate.
      const late = await fullEnrollment(ctx);
      await daysAgo(db, late, 31);
      expect(await runDueRetention(db, '00:00', 'test')).toBeUndefined();
      expect((await rowsOf(db, late)).enrollments).toBe(1);
      // Not before the configured time of day.
      const tomorrowEarly = new Date(Date.now() + 86_400_000);
      tomorrowEarly.setUTCHours(1, 0, 0, 0);
      expect(await runDueRetention(db, '02:00', 'test', tomorrowEarly)).toBeUndefined();
    }, 60_000);

    it("follows the tenant's retention: the shortest of the tenants its group or agent is bound to", async () => {
      const { db } = ctx;
      await db.query(
        "UPDATE tenants SET abandoned_enrollment_days = 7 WHERE kind = 'group' AND group_id = 77",
      );
      try {
        const northwind = await fullEnrollment(ctx);
        const harbor = await fullEnrollment(ctx, { agent_id: 20417, group_id: 3050 });
        for (const id of [northwind, harbor]) await daysAgo(db, id, 10);
        const tomorrow = new Date(Date.now() + 86_400_000);
        tomorrow.setUTCHours(23, 0, 0, 0);
        const deleted = await runDueRetention(db, '00:00', 'test', tomorrow);
        expect(deleted!.enrollments).toBeGreaterThanOrEqual(1);
        expect((await rowsOf(db, northwind)).enrollments).toBe(0);
        expect((await rowsOf(db, harbor)).enrollments).toBe(1);
      } finally {
        await db.query('UPDATE tenants SET abandoned_enrollment_days = 30');
      }
    });
  });

describe.runIf(DRIVERS.includes('pg'))('the retention run with two API instances on one PostgreSQL', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let drop: () => Promise<void>;
  let db: ReturnType<typeof createPgDb>;
  const ids = Array.from({ length: 5 }, (_, i) => `retentionTwoInstances${i}`.slice(0, 22));
  beforeAll(async () => {
    const t = await createTestDb('pg');
    drop = t.drop;
    db = createPgDb(t.url!, 2);
    const config = loadConfig({});
    await migrate(db);
    await seed(db, {
      tenants: loadAllTenants(config.tenantsDir),
      codePepper: config.codePepper,
      dataKey: config.dataKey,
    });
    for (const id of ids) {
      await db.query(
        `INSERT INTO enrollments (enrollment_id, eprocess, agent_id, group_id, filter_info, updated_at, created_at)
         VALUES ($1, 'applicant', 10109, 77, '{}'::jsonb, now() - interval '40 days', now() - interval '40 days')`,
        [id],
      );
      await db.query(
        `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents, added_at) VALUES ($1, 1001, 100101, 1000, now() - interval '40 days')`,
        [id],
      );
    }
    // Both look every 100 ms from midnight on, so they race for the day's run.
    const env = {
      DATABASE_URL: t.url!,
      RETENTION_INTERVAL_MS: '100',
      RETENTION_TIME: '00:00',
      DB_QUERY_TIMEOUT_MS: '60000',
    };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const api of [a, b]) api?.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.close();
    await drop?.();
  });

  it('one of them runs the day once, and records it', async () => {
    const run = await until(async () => {
      const [r] = await db.query<{
        claimed_by: string;
        enrollments_deleted: number;
        finished_at: Date | null;
      }>('SELECT claimed_by, enrollments_deleted, finished_at FROM retention_runs');
      return r?.finished_at ? r : undefined;
    }, 30_000);
    // Many more rounds of both: still one run.
    await new Promise((r) => setTimeout(r, 1500));
    const runs = await db.query('SELECT * FROM retention_runs');
    expect(runs).toHaveLength(1);
    expect(run.enrollments_deleted).toBe(ids.length);
    const [left] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM enrollments WHERE enrollment_id = ANY($1)',
      [ids],
    );
    expect(left!.n).toBe(0);
    const [cart] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_items WHERE enrollment_id = ANY($1)',
      [ids],
    );
    expect(cart!.n).toBe(0);
    // The demo world's saved enrollment is kept.
    const [demo] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM continue_codes c JOIN enrollments e USING (enrollment_id) WHERE c.email = 'casey.morgan@example.com'",
    );
    expect(demo!.n).toBe(1);
  }, 60_000);
});
