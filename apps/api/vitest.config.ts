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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
