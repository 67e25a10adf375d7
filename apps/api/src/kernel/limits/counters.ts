import type { Queryable } from '../../db';

/** One count of a fixed window: hits so far (this one included) and milliseconds until it resets. */
export type Hit = { count: number; ttlMs: number };

/**
 * Windowed counters shared by every API instance (the database, or Redis when REDIS_URL is set).
 * `hit` counts and answers in one atomic step, so parallel requests never all read the same
 * count (the old sign-in check read the failures before writing them).
 */
export interface Counters {
  hit(key: string, windowMs: number, by?: number): Promise<Hit>;
  /** Takes one hit back (a sign-in that succeeded should not use up its owner's budget). */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

// Expired rows are removed now and then by the requests themselves (no timer, no extra job).
const PURGE_EVERY = 200;

export function dbCounters(db: Queryable): Counters {
  let calls = 0;
  return {
    async hit(key, windowMs, by = 1) {
      if (++calls % PURGE_EVERY === 0) await db.query('DELETE FROM rate_limits WHERE reset_at < now()');
      const [row] = await db.query<{ hits: number; ttl_ms: number }>(
        `INSERT INTO rate_limits AS r (key, hits, reset_at)
         VALUES ($1, $3::int, now() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN $3::int ELSE r.hits + $3::int END,
           reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl_ms`,
        [key, windowMs, by],
      );
      return { count: row!.hits, ttlMs: row!.ttl_ms };
    },
    async refund(key) {
      await db.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
    },
    async clear(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    close: async () => {},
  };
}
