// The database with its migrations and the demo seed, on both drivers (here, beside the seed: the
// seed sits above db/ and a db/ test may not import it, ADR 0016).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DRIVERS } from '../../test/harness';
import { loadConfig } from '../config';
import { loadAllTenants } from '../tenants/load-tenants';
import { createPgDb } from '../db/pg';
import { seed, seedTenant } from '.';
import { loadMigrations, migrate } from '../db/migrate';
import type { Db } from '../db/types';

const config = loadConfig({});
const tenants = loadAllTenants(config.tenantsDir);
const COUNTED = [
  'agents',
  'groups',
  'portals',
  'tenants',
  'menus',
  'plans',
  'members',
  'member_plans',
  'referrals',
  'enrollments',
  'cart_items',
  'continue_codes',
  'group_plan_years',
  'group_waiting_periods',
  'life_event_kinds',
  'life_events',
  'life_event_documents',
];
const counts = async (db: Db) =>
  Object.fromEntries(
    await Promise.all(
      COUNTED.map(async (t) => [
        t,
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0].n,
      ]),
    ),
  );

for (const driver of DRIVERS) {
  describe(`database [${driver}]`, () => {
    let db: Db;
    let url: string | undefined;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, url, drop } = await createTestDb(driver));
    });
    afterAll(async () => drop());

    it('applies migrations once, in order, and is a no-op the second time', async () => {
      const all = loadMigrations().map((m) => m.version);
      expect(all[0]).toMatch(/^0001_/);
      expect(await migrate(db)).toEqual(all);
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(all);
    });

    it('rolls back a failing migration completely', async () => {
      await expect(
        migrate(db, [
          { version: '9999_broken', sql: 'CREATE TABLE half_done (id int); SELECT nope_nope();' },
        ]),
      ).rejects.toThrow();
      expect(
        await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`),
      ).toEqual([]);
      expect(await db.query(`SELECT 1 FROM schema_migrations WHERE version = '9999_broken'`)).toEqual([]);
    });

    it('seeds the demo world idempotently', async () => {
      await seed(db, { tenants, codePepper: config.codePepper, dataKey: config.dataKey });
      const first = await counts(db);
      await seed(db, { tenants, codePepper: config.codePepper, dataKey: config.dataKey });
      expect(await counts(db)).toEqual(first);
      expect(first.tenants).toBe(tenants.length);
      expect(first.plans).toBeGreaterThanOrEqual(13);
      expect(first.portals).toBeGreaterThanOrEqual(2);
      const ids = await db.query<{ agent_id: number }>('SELECT agent_id FROM agents ORDER BY agent_id');
      expect(ids.map((r) => r.agent_id)).toContain(10109);
      const groups = await db.query<{ group_id: number }>('SELECT group_id FROM groups ORDER BY group_id');
      expect(groups.map((r) => r.group_id)).toEqual(expect.arrayContaining([77, 1929]));
    });

    it('registers one tenant and refuses unknown bindings with a sentence', async () => {
      const base = tenants.find((t) => t.slug === 'summit-benefits')!;
      await seedTenant(db, { ...base, slug: 'acme-test', name: 'Acme' });
      expect((await db.query(`SELECT name FROM tenants WHERE slug = 'acme-test'`))[0]).toEqual({
        name: 'Acme',
      });
      // Summit was registered first, so it keeps branding agent 10109.
      expect(
        (await db.query<{ logo: string }>('SELECT logo FROM agents WHERE agent_id = 10109'))[0].logo,
      ).toContain('summit-benefits');
      await expect(seedTenant(db, { ...base, slug: 'ghost', agent_id: 4242 })).rejects.toThrow(
        /agent_id 4242 is not a known agent/,
      );
    });

    if (driver === 'pg') {
      it('two processes migrating a fresh database at once do not collide', async () => {
        const fresh = await createTestDb('pg');
        const other = createPgDb(fresh.url!, 2);
        try {
          const [a, b] = await Promise.all([migrate(fresh.db), migrate(other)]);
          expect([...a, ...b].sort()).toEqual(loadMigrations().map((m) => m.version));
          await Promise.all([
            seed(fresh.db, { tenants, codePepper: 'p', dataKey: 'k' }),
            seed(other, { tenants, codePepper: 'p', dataKey: 'k' }),
          ]);
          expect((await counts(fresh.db)).continue_codes).toBe(1);
        } finally {
          await other.close();
          await fresh.drop();
        }
      });
      it('uses a throwaway database', () => expect(url).toMatch(/\/bs_test_[0-9a-f]{12}$/));
    }
  });
}
