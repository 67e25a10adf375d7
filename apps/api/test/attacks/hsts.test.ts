import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HSTS } from '../../src/app';
import { loadConfig } from '../../src/config';
import { AUTH, sharedTestApp } from '../harness';

// Finding: no Strict-Transport-Security, so a browser that once reached the store over https could
// be sent to plain http (and its session cookie with it) by anyone on the network path.
describe('HSTS: over https only', () => {
  let behindProxy: FastifyInstance;
  let direct: FastifyInstance;
  beforeAll(async () => {
    const { db } = await sharedTestApp('pglite');
    const app = (env: Record<string, string>) =>
      buildApp({ db, config: { ...loadConfig(env), shellDist: undefined }, logger: false });
    [behindProxy, direct] = await Promise.all([app({ TRUST_PROXY: '1' }), app({})]);
  });
  afterAll(async () => {
    await Promise.all([behindProxy?.close(), direct?.close()]);
  });

  const hsts = async (app: FastifyInstance, url: string, proto?: string) =>
    (
      await app.inject({
        url,
        remoteAddress: '10.0.0.2',
        headers: { ...AUTH, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      })
    ).headers['strict-transport-security'];

  it('a trusted proxy that says https: every answer carries it (API, health, not-found)', async () => {
    for (const url of ['/api/v1/get-default-info', '/health', '/api/v1/no-such-call'])
      expect(await hsts(behindProxy, url, 'https'), url).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('plain http: never', async () => {
    expect(await hsts(behindProxy, '/api/v1/get-default-info', 'http')).toBeUndefined();
    expect(await hsts(behindProxy, '/api/v1/get-default-info')).toBeUndefined();
    expect(await hsts(direct, '/health')).toBeUndefined();
  });

  it('a client that is not a trusted proxy cannot claim https', async () => {
    expect(await hsts(direct, '/api/v1/get-default-info', 'https')).toBeUndefined();
  });
});
