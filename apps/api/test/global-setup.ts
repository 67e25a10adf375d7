import type { TestProject } from 'vitest/node';
import { createTestDb } from './harness-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL database the API suites share ('' when pg is not under test). */
    pgUrl: string;
  }
}

/** One throwaway `bs_test_<random>` database for the whole run, dropped at the end (WITH FORCE). */
export default async function setup(project: TestProject) {
  const drivers = process.env.BS_TEST_DRIVERS?.split(',') ?? ['pglite', 'pg'];
  if (!drivers.includes('pg')) {
    project.provide('pgUrl', '');
    return;
  }
  const { url, drop } = await createTestDb('pg');
  project.provide('pgUrl', url!);
  return drop;
}
