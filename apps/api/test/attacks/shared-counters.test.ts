import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { dbCounters, type Counters } from '../../src/kernel/limits/counters';
import { SIGN_IN } from '../../src/kernel/limits/policy';
import { redisCounters } from '../../src/kernel/limits/redis-counters';
import { DRIVERS, sharedTestApp, startTestApp } from '../harness';
import { newIp, newRep, postFrom, statuses } from './clients';

/**
 * The limits' counters are shared by every API instance: the database's rate_limits table by
 * default, Redis when REDIS_URL is set (ADR 0014). Each store counts atomically (parallel hits
 * never read the same count), keeps its window, refunds and clears; with REDIS_URL the sign-in
 * limit holds through Redis, and Redis not answering is a 503, never an uncounted attempt.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const s = new Socket();
  s.setTimeout(1000, () => (s.destroy(), resolve(false)));
  s.once('error', () => resolve(false));
  s.connect(Number(port || 6379), hostname, () => (s.end(), resolve(true)));
});
if (!redisAnswers)
  console.warn(`No Redis answers at ${REDIS_URL}: the Redis counters are not tested in this run.`);

const stores: [string, () => Promise<Counters>][] = [
  ...DRIVERS.map((d): [string, () => Promise<Counters>] => [
    `database (${d})`,
    async () => dbCounters((await sharedTestApp(d)).db),
  ]),
  ...(redisAnswers
    ? [
        ['redis', async () => redisCounters(REDIS_URL, `bs:test:${randomBytes(4).toString('hex')}:`)] as [
          string,
          () => Promise<Counters>,
        ],
      ]
    : []),
];

for (const [name, make] of stores)
  describe(`shared counters: ${name}`, () => {
    let c: Counters;
    afterAll(() => c?.close());
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('counts 25 parallel hits exactly once each, inside one window', async () => {
      c = await make();
      const k = key();
      const hits = await Promise.all(Array.from({ length: 25 }, () => c.hit(k, 60_000)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      for (const h of hits) expect(h.ttlMs).toBeGreaterThan(50_000);
    });

    it('refunds, clears, and starts a new window once the old one is over', async () => {
      const k = key();
      await c.hit(k, 60_000);
      await c.hit(k, 60_000);
      await c.refund(k);
      expect((await c.hit(k, 60_000)).count).toBe(2);
      await c.clear(k);
      expect((await c.hit(k, 60_000)).count).toBe(1);
      const short = key();
      await c.hit(short, 300);
      await c.hit(short, 300);
      await new Promise((r) => setTimeout(r, 450));
      expect((await c.hit(short, 300)).count).toBe(1);
    });
  });

describe.skipIf(!redisAnswers)('with REDIS_URL, the API counts in Redis', () => {
  it('a sign-in burst from one client is held after the limit, and the counts are not in the database', async () => {
    const { ctx, close } = await startTestApp(DRIVERS[0]!, { redisUrl: REDIS_URL });
    try {
      const rep = await newRep(ctx);
      const attacker = { ip: newIp() };
      const answers = [];
      for (let i = 0; i < SIGN_IN.perClient + 3; i++)
        answers.push(await postFrom(ctx, attacker, 'sign-in', { email: rep.email, password: `wrong-${i}` }));
      expect(statuses(answers)).toEqual({ 401: SIGN_IN.perClient, 429: 3 });
      const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
      expect(row!.n).toBe(0);
    } finally {
      await close();
    }
  });

  it('Redis not answering is a 503 for a limited call, not an uncounted attempt', async () => {
    const { ctx, close } = await startTestApp(DRIVERS[0]!, { redisUrl: 'redis://127.0.0.1:1' });
    try {
      const rep = await newRep(ctx);
      const r = await postFrom(ctx, { ip: newIp() }, 'sign-in', { email: rep.email, password: rep.password });
      expect(r.status).toBe(503);
    } finally {
      await close();
    }
  });
});
