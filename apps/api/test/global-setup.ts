import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './db-templates';
import { dropDatabasesStartingWith, type Driver } from './harness-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The prefix of the run's PostgreSQL databases ('' when pg is not under test): each worker
     * copies the template into `<prefix>_w<pool id>` once (test/harness.ts), and the run drops
     * every database with the prefix at its end.
     */
    pgRunPrefix: string;
    /** The run's migrated, seeded databases that suites copy (test/db-templates.ts). */
    dbTemplates: DbTemplates;
  }
}

/**
 * One migrated, seeded template per driver; each worker's shared PostgreSQL database is a copy
 * made on first use, so workers run in parallel without seeing each other's rows. All dropped at
 * the end (WITH FORCE).
 */
export default async function setup(project: TestProject) {
  const drivers = (process.env.BS_TEST_DRIVERS?.split(',') ?? ['pglite', 'pg']) as Driver[];
  const { templates, remove } = await buildTemplates(drivers);
  project.provide('dbTemplates', templates);
  const prefix = drivers.includes('pg') ? `bs_run_${randomBytes(6).toString('hex')}` : '';
  project.provide('pgRunPrefix', prefix);
  return async () => {
    if (prefix) await dropDatabasesStartingWith(prefix);
    await remove();
  };
}
