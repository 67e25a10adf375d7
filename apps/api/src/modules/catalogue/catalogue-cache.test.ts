import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestDb, DRIVERS, enrollmentKeyCookie } from '../../../test/harness';
import { BASE_PROFILE, dobForAge } from '../../../test/shop';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrate, type Db } from '../../db';
import { createPgDb } from '../../db/pg';
import { seed, seedTenant } from '../../seed';
import { loadAllTenants } from '../../tenants/load-tenants';
import { VersionProbe } from '../../kernel/catalogue/catalogue-version';
import { ReadBatcher } from '../../kernel/catalogue/read-batcher';

const config = { ...loadConfig({}), shellDist: undefined };
/** The browser that started the enrollment: its enrollment key cookie opens it (ADR 0013). */
let browser: Record<string, string> = {};

async function get(app: FastifyInstance, path: string) {
  const res = await app.inject({ url: `/api/v1/${path}`, headers: { ...AUTH, ...browser } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

// Each driver gets its own database: these tests change the catalogue (names, rates, menus), which
// the suites sharing the worker's database must not see.
for (const driver of DRIVERS) {
  describe(`catalogue cache invalidation [${driver}]`, () => {
    let db: Db;
    let url: string | undefined;
    let drop: () => Promise<void>;
    let app: FastifyInstance;
    let enrollmentId: string;

    beforeAll(async () => {
      ({ db, url, drop } = await createTestDb(driver));
      await migrate(db);
      await seed(db, {
        tenants: loadAllTenants(config.tenantsDir),
        codePepper: config.codePepper,
        dataKey: config.dataKey,
      });
      app = await buildApp({ db, config, logger: false });
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/add-filter-for-new-user',
        headers: AUTH,
        payload: { ...BASE_PROFILE, dob: dobForAge(40) },
      });
      enrollmentId = JSON.parse(created.body).data.temp_enrollment_id;
      const cookie = enrollmentKeyCookie(created.headers);
      if (!cookie) throw new Error('add-filter-for-new-user set no enrollment key cookie');
      browser = { cookie };
    });
    afterAll(async () => {
      await app.close();
      await drop();
    });

    const price = async (a: FastifyInstance) =>
      (await get(a, `get-plan-pricing-detail?pid=1009&enrollment_id=${enrollmentId}`)).body.data.plans[0]
        .plan_price;

    it('a plan change is visible at once in detail, featured, listing, pricing and cart', async () => {
      const before = await price(app);
      expect((await get(app, 'get-plan-detail/1001')).body.data.plan_name).not.toBe('Renamed Plan');
      await db.query(`UPDATE plans SET name = 'Renamed Plan' WHERE plan_id = 1001`);
      expect((await get(app, 'get-plan-detail/1001')).body.data.plan_name).toBe('Renamed Plan');
      const featured = (await get(app, 'get-featured-plans')).body.data;
      expect(featured.map((p: { plan_name: string }) => p.plan_name)).toContain('Renamed Plan');
      const listed = (await get(app, `get-filtered-plans?enrollment_id=${enrollmentId}`)).body.data.plans;
      expect(listed.map((p: { plan_name: string }) => p.plan_name)).toContain('Renamed Plan');

      // Rates: every band and tier doubled, so the price doubles at once.
      await db.query(
        `UPDATE plan_pricing SET rates = (SELECT jsonb_agg(jsonb_build_object('age_min', b->'age_min', 'age_max', b->'age_max',
           'IO', (b->>'IO')::int * 2, 'IS', (b->>'IS')::int * 2, 'IC', (b->>'IC')::int * 2, 'IF', (b->>'IF')::int * 2))
           FROM jsonb_array_elements(rates) b) WHERE plan_id = 1009`,
      );
      expect(await price(app)).toBeCloseTo(before * 2, 2);
      const ppid = (await get(app, `get-plan-pricing-detail?pid=1009&enrollment_id=${enrollmentId}`)).body
        .data.plans[0].ppid;
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/add-plan-to-cart',
        headers: { ...AUTH, ...browser },
        payload: { enrollment_id: enrollmentId, plan_id: 1009, plan_pricing_id: ppid },
      });
      expect(JSON.parse(added.body).data.result).toBe(true);
      const cart = async () => (await get(app, `get-plan-cart?enrollment_id=${enrollmentId}`)).body.data;
      expect((await cart()).result[0].price).toBeCloseTo(before * 2, 2);
      await db.query(`UPDATE plan_pricing SET rates = rates WHERE plan_id = 1009`); // a no-op change
      await db.query(`UPDATE plans SET name = name || ' ' WHERE plan_id = 1009`);
      expect((await cart()).result[0].plan_name).toMatch(/ $/);
    });

    it('a change rolled back is never seen; one committed in a transaction is seen after COMMIT', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`UPDATE plans SET name = 'Never Seen' WHERE plan_id = 1002`);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await get(app, 'get-plan-detail/1002')).body.data.plan_name).not.toBe('Never Seen');
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE plans SET name = 'Seen After Commit' WHERE plan_id = 1002`);
      });
      expect((await get(app, 'get-plan-detail/1002')).body.data.plan_name).toBe('Seen After Commit');
    });

    it('onboarding a tenant changes its group menu (featured plans) at once', async () => {
      const featured = async (a: FastifyInstance) =>
        (await get(a, 'get-featured-plans?group_id=1929')).body.data.map(
          (p: { plan_id: number }) => p.plan_id,
        );
      const all = await featured(app);
      const [{ category }] = await db.query<{ category: string }>(
        'SELECT category FROM plans WHERE plan_id = $1',
        [all[0]],
      );
      const base = loadAllTenants(config.tenantsDir).find((t) => t.slug === 'northwind-employees')!;
      await seedTenant(db, {
        ...base,
        slug: 'riverside-cache-test',
        group_id: 1929,
        menu: [category] as never,
      });
      const narrowed = await featured(app);
      expect(narrowed.length).toBeLessThan(all.length);
      expect(narrowed).toContain(all[0]);
    });

    // Several API instances on one PostgreSQL: another instance's change (or plain SQL on another
    // connection) reaches this instance's next request, with no message between the two.
    if (driver === 'pg') {
      it('a second API instance on the same PostgreSQL sees a change at once', async () => {
        const db2 = createPgDb(url!, 2);
        const app2 = await buildApp({ db: db2, config, logger: false });
        try {
          await get(app2, 'get-plan-detail/1003'); // warm: the instance now holds the catalogue
          const before = await price(app2);
          await db.query(`UPDATE plans SET name = 'Changed Elsewhere' WHERE plan_id = 1003`);
          expect((await get(app2, 'get-plan-detail/1003')).body.data.plan_name).toBe('Changed Elsewhere');
          await db.query(
            `UPDATE plan_pricing SET rates = (SELECT jsonb_agg(b || jsonb_build_object('IO', (b->>'IO')::int + 100))
               FROM jsonb_array_elements(rates) b) WHERE plan_id = 1009`,
          );
          expect(await price(app2)).toBeCloseTo(before + 1, 2);
          // And the other way round: a change through the second instance's pool reaches the first.
          await db2.query(`UPDATE plans SET name = 'Changed By Two' WHERE plan_id = 1003`);
          expect((await get(app, 'get-plan-detail/1003')).body.data.plan_name).toBe('Changed By Two');
        } finally {
          await app2.close();
          await db2.close();
        }
      });
    }
  });
}

describe('VersionProbe', () => {
  /** A database whose version reads finish only when the test says so. */
  function fakeDb() {
    const reads: ((token: string) => void)[] = [];
    const db = {
      query: () => new Promise<{ token: string }[]>((resolve) => reads.push((token) => resolve([{ token }]))),
      exec: async () => undefined,
    };
    return { db: db as never, reads };
  }

  it('shares one read among concurrent callers and never answers with a read started before the call', async () => {
    const { db, reads } = fakeDb();
    const probe = new VersionProbe(db);
    const first = probe.read();
    const second = probe.read(); // arrives while read 1 runs: must wait for read 2
    const third = probe.read(); // shares read 2
    expect(reads).toHaveLength(1);
    reads[0]!('v1');
    expect(await first).toBe('v1');
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toHaveLength(2);
    reads[1]!('v2');
    expect(await second).toBe('v2');
    expect(await third).toBe('v2');
    const later = probe.read();
    expect(reads).toHaveLength(3);
    reads[2]!('v3');
    expect(await later).toBe('v3');
  });
});

describe('ReadBatcher', () => {
  it('joins the reads of one event-loop turn into one run, in order, and starts a new run for later reads', async () => {
    const runs: number[][] = [];
    const batcher = new ReadBatcher(async (keys: number[]) => {
      runs.push(keys);
      return keys.map((k) => k * 10);
    });
    expect(await Promise.all([batcher.load(1), batcher.load(2), batcher.load(3)])).toEqual([10, 20, 30]);
    expect(await batcher.load(4)).toBe(40);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every read of a failed run, and the next run is independent', async () => {
    let fail = true;
    const batcher = new ReadBatcher(async (keys: number[]) => {
      if (fail) throw new Error('database down');
      return keys;
    });
    const both = [batcher.load(1), batcher.load(2)];
    await expect(Promise.all(both)).rejects.toThrow('database down');
    await expect(both[1]).rejects.toThrow('database down');
    fail = false;
    expect(await batcher.load(3)).toBe(3);
  });

  it('keeps at most maxInFlight runs going; reads arriving meanwhile wait and share the next run', async () => {
    const runs: number[][] = [];
    const finish: (() => void)[] = [];
    const batcher = new ReadBatcher(async (keys: number[]) => {
      runs.push(keys);
      await new Promise<void>((r) => finish.push(r));
      return keys;
    }, 1);
    const first = batcher.load(1);
    await new Promise((r) => setImmediate(r));
    const later = [batcher.load(2), batcher.load(3)];
    await new Promise((r) => setImmediate(r));
    expect(runs).toEqual([[1]]);
    finish[0]!();
    expect(await first).toBe(1);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(runs).toEqual([[1], [2, 3]]);
    finish[1]!();
    expect(await Promise.all(later)).toEqual([2, 3]);
  });
});
