import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', setupFiles: ['../../libs/ui/src/testing/setup.ts'], testTimeout: 15_000 },
});
