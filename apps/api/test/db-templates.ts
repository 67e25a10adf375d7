// Migrating and seeding is the slow part of a test app's start (PGlite 6-12 s, PostgreSQL about
// 4 s on a busy 2-core machine), and about forty suites want a database of their own. So the run
// builds one migrated, seeded database per driver once (test/global-setup.ts), and each suite gets
// a copy: CREATE DATABASE ... TEMPLATE on PostgreSQL, PGlite's loadDataDir from a tarball. The
// copy is what migrate + seed would have made with the default configuration, so suites that
// change the seed's inputs (tenants, pepper, data key) still migrate and seed their own.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../src/config';
import { loadConfig } from '../src/config';
import { migrate, type Db } from '../src/db';
import { createPgDb } from '../src/db/pg';
import { createPgliteDb } from '../src/db/pglite';
import { seed } from '../src/seed';
import { loadAllTenants } from '../src/tenants/load-tenants';
import { admin, adminUrl, type Driver } from './harness-db';

/** Where the run's templates are: a PostgreSQL database name and a PGlite tarball ('' when not built). */
export type DbTemplates = { pg: string; pglite: string };

/** The configuration every test app starts from (the harness adds its overrides). */
export const baseTestConfig = (): AppConfig => ({ ...loadConfig({ MAIL_PAGE: '1' }), shellDist: undefined });

/** The seed's inputs: an app whose configuration changes one of these cannot start on a template copy. */
export const seedInputsOf = (c: AppConfig) => JSON.stringify([c.tenantsDir, c.codePepper, c.dataKey]);

export async function migrateAndSeed(db: Db, config: AppConfig): Promise<void> {
  await migrate(db);
  await seed(db, {
    tenants: loadAllTenants(config.tenantsDir),
    codePepper: config.codePepper,
    dataKey: config.dataKey,
  });
}

/** Builds the templates for these drivers; answers them and how to remove them at the end of the run. */
export async function buildTemplates(
  drivers: Driver[],
): Promise<{ templates: DbTemplates; remove: () => Promise<void> }> {
  const config = baseTestConfig();
  const templates: DbTemplates = { pg: '', pglite: '' };
  const id = randomBytes(6).toString('hex');
  if (drivers.includes('pg')) {
    templates.pg = `bs_tmpl_${id}`;
    await admin(`CREATE DATABASE ${templates.pg}`);
    const db = createPgDb(adminUrl(templates.pg), 4);
    try {
      await migrateAndSeed(db, config);
    } finally {
      await db.close(); // a template copies only while nobody is connected to it
    }
  }
  if (drivers.includes('pglite')) {
    templates.pglite = join(tmpdir(), `bs-pglite-template-${id}.tar`);
    const db = await createPgliteDb('memory://');
    try {
      await migrateAndSeed(db, config);
      await writeFile(templates.pglite, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  return {
    templates,
    remove: async () => {
      if (templates.pg) await admin(`DROP DATABASE IF EXISTS ${templates.pg} WITH (FORCE)`);
      if (templates.pglite) await rm(templates.pglite, { force: true });
    },
  };
}
