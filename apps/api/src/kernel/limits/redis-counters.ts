import { Redis } from 'ioredis';
import { DatabaseUnavailableError } from '../../db/unavailable';
import type { Counters, Hit } from './counters';

// One round trip, atomic on the server: count, start the window on the first hit, answer the
// count and what is left of the window (a key that lost its expiry gets it back).
const HIT = `local n = redis.call('INCRBY', KEYS[1], tonumber(ARGV[2]))
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const REFUND = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The limits' counters in Redis (REDIS_URL), for deployments that already run one: the same
 * windows as the database's `rate_limits` table, shared by every API instance. Redis not
 * answering is an outage of shared state like the database's: the call answers 503, never lets
 * an attempt through uncounted.
 */
export function redisCounters(url: string, prefix = 'bs:limits:'): Counters {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    commandTimeout: 2000,
  });
  redis.on('error', () => undefined); // each failed command reports itself below
  const run = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (err) {
      throw new DatabaseUnavailableError(err);
    }
  };
  return {
    hit: (key, windowMs, by = 1) =>
      run(async () => {
        const [count, ttlMs] = (await redis.eval(HIT, 1, prefix + key, Math.ceil(windowMs), by)) as [
          number,
          number,
        ];
        return { count, ttlMs } satisfies Hit;
      }),
    refund: (key) => run(async () => void (await redis.eval(REFUND, 1, prefix + key))),
    clear: (key) => run(async () => void (await redis.del(prefix + key))),
    close: async () => {
      redis.disconnect();
    },
  };
}
