import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApi, type TestApi } from './test-api-server';

/**
 * The test file's API peer: started before its tests, emptied (handlers and calls) before each,
 * closed after. Call it at module level; the handle forwards to the server once it has started,
 * so every screen test file does not repeat the same hooks.
 */
export function withTestApi(): TestApi {
  let api: TestApi | undefined;
  const started = (): TestApi => {
    if (!api) throw new Error('withTestApi(): the test API is used before its beforeAll hook ran');
    return api;
  };
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => started().reset());
  return {
    get calls() {
      return started().calls;
    },
    on: (name, handler) => started().on(name, handler),
    callsTo: (name) => started().callsTo(name),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}
