import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config';
import { startApi } from '../api-process';
import { sharedTestApp } from '../harness';

// Finding: with TRUST_PROXY=true a client's own X-Forwarded-For became its address, so it could
// pick a fresh address for every attempt and escape the per-address limits (continue codes,
// sign-in), and write any address into the audit log and the signature evidence.

/** An app with TRUST_PROXY as given, plus a route that shows what the server takes as the client. */
async function appWith(trustProxy: string | undefined): Promise<FastifyInstance> {
  const shared = await sharedTestApp('pglite');
  const config = { ...loadConfig({ TRUST_PROXY: trustProxy }), shellDist: undefined };
  const app = await buildApp({ db: shared.db, config, logger: false });
  app.get('/test/whoami', async (req) => ({ ip: req.ip, protocol: req.protocol }));
  return app;
}
const whoami = async (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url: '/test/whoami', remoteAddress, headers })).json<{
    ip: string;
    protocol: string;
  }>();

describe('forwarded address: only the trusted proxy hop counts', () => {
  let one: FastifyInstance;
  let ranges: FastifyInstance;
  let none: FastifyInstance;
  beforeAll(async () => {
    [one, ranges, none] = await Promise.all([
      appWith('1'),
      appWith('10.0.0.0/8, 192.168.1.5'),
      appWith(undefined),
    ]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), ranges?.close(), none?.close()]);
  });

  it('TRUST_PROXY=1: the address the load balancer appended, whatever chain the client wrote before it', async () => {
    // The client (203.0.113.7) sends its own X-Forwarded-For; the load balancer (10.0.0.2)
    // appends the address it saw.
    for (const forged of ['6.6.6.6', '6.6.6.6, 7.7.7.7', '127.0.0.1, ::1, 10.0.0.1'])
      expect((await whoami(one, '10.0.0.2', { 'x-forwarded-for': `${forged}, 203.0.113.7` })).ip).toBe(
        '203.0.113.7',
      );
    // A request that came through the balancer without a forwarded header is the balancer's own.
    expect((await whoami(one, '10.0.0.2')).ip).toBe('10.0.0.2');
  });

  it('address ranges: proxies inside them are skipped, the first address outside is the client', async () => {
    expect(
      (await whoami(ranges, '10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 192.168.1.5' })).ip,
    ).toBe('203.0.113.7');
    // A client reaching the API directly (not from a trusted range) cannot speak through the header.
    expect((await whoami(ranges, '198.51.100.9', { 'x-forwarded-for': '6.6.6.6' })).ip).toBe('198.51.100.9');
    expect((await whoami(ranges, '198.51.100.9', { 'x-forwarded-proto': 'https' })).protocol).toBe('http');
  });

  it('unset: X-Forwarded-For and X-Forwarded-Proto are ignored', async () => {
    const r = await whoami(none, '198.51.100.9', {
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-proto': 'https',
    });
    expect(r).toEqual({ ip: '198.51.100.9', protocol: 'http' });
  });

  it('a forged chain does not reset the per-address limit of continue-by-code', async () => {
    // Wrong codes from one client, each with a different forged X-Forwarded-For, through one proxy:
    // they all count against the client's real address, so its limit is reached.
    const shared = await sharedTestApp('pglite');
    const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 60 && !statuses.includes(429); i++) {
      const r = await one.inject({
        method: 'POST',
        url: '/api/v1/continue-enrollment',
        remoteAddress: '10.0.0.2',
        headers: {
          authorization: `Basic ${Buffer.from(shared.config.basicAuth).toString('base64')}`,
          'x-forwarded-for': `100.64.${i}.${i + 1}, ${client}`,
        },
        payload: { email: `nobody-${client}-${i}@example.com`, code: `WRONG-${1000 + i}` },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true);
  });

  it('TRUST_PROXY=true (or all, *) is refused at start with the reason', () => {
    for (const v of ['true', 'TRUE', 'all', '*']) {
      expect(() => parseTrustProxy(v)).toThrow(ConfigError);
      expect(() => parseTrustProxy(v)).toThrow(/trust every X-Forwarded-For entry.*TRUST_PROXY=1/);
    }
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not a hop count, an IP address or a CIDR range/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(ConfigError);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8,::1, loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('the real server process exits 1 naming the reason for TRUST_PROXY=true', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-proxy-'));
    const err = await startApi({ PGLITE_DIR: join(dir, 'data'), TRUST_PROXY: 'true' }, 30_000).then(
      (api) => {
        api.kill('SIGKILL');
        return new Error('started');
      },
      (e: Error) => e,
    );
    expect(err.message).toMatch(/API exited during start-up \(1\)/);
    expect(err.message).toContain('TRUST_PROXY=true would trust every X-Forwarded-For entry');
  }, 60_000);
});
