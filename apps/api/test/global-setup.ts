import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './db-templates';
import { createTestDb, type Driver } from './harness-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL database the API suites share ('' when pg is not under test). */
    pgUrl: string;
    /** The run's migrated, seeded databases that suites copy (test/db-templates.ts). */
    dbTemplates: DbTemplates;
  }
}

/**
 * One migrated, seeded template per driver, and one throwaway `bs_test_<random>` database copied
 * from it for the whole run; all dropped at the end (WITH FORCE).
 */
export default async function setup(project: TestProject) {
  const drivers = (process.env.BS_TEST_DRIVERS?.split(',') ?? ['pglite', 'pg']) as Driver[];
  const { templates, remove } = await buildTemplates(drivers);
  project.provide('dbTemplates', templates);
  if (!drivers.includes('pg')) {
    project.provide('pgUrl', '');
    return remove;
  }
  const { url, drop } = await createTestDb('pg', templates.pg);
  project.provide('pgUrl', url!);
  return async () => {
    await drop();
    await remove();
  };
}
