import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/install-catalogues.ts'],
    // Files of a worker share one migrated database per driver (test/harness.ts): starting PGlite
    // is the slow part of the suite, so it happens once per worker instead of once per file.
    isolate: false,
    pool: 'forks',
    // Two workers on this 2-core machine (Vitest's default is cores - 1, so one): most of the
    // suite's time is spent waiting on scrypt, timers, child processes and the databases, and each
    // worker has databases of its own (test/harness.ts). API_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
