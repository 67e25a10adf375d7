import type { FastifyInstance } from 'fastify';

/** The environment switch `npm run bench:api` sets; never set in production. */
export const BENCH_HELLO_ENV = 'BENCH_HELLO';

/**
 * The benchmark's baseline: a hello-world answered by the API process itself, behind the same
 * hooks as every call (client header, request language, compression, headers), so the ratio of a
 * catalogue read to it measures the read's own work and nothing else. Registered only when
 * BENCH_HELLO=1, and left out of the OpenAPI document.
 */
export function registerBenchHello(api: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  if (env[BENCH_HELLO_ENV] !== '1') return;
  api.get('/bench-hello', { schema: { hide: true } }, async () => ({ status: 'success', data: 'hello' }));
}
