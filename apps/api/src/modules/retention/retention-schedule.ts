import type { Db } from '../../db';
import { deleteAbandoned, type Deleted } from './abandoned-enrollments';

const hhmm = (d: Date) => d.toISOString().slice(11, 16);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The nightly retention run (ADR 0029), once per day across any number of instances: one
 * transaction claims the day's row of retention_runs (ON CONFLICT DO NOTHING: only one insert
 * takes), deletes and records the counts. A crash before the commit leaves neither claim nor
 * deletes, so a later round claims again. Answers what it deleted, or undefined when this
 * instance did not run it (not due yet, or another instance had).
 */
export async function runDueRetention(
  db: Db,
  at: string,
  who: string,
  now = new Date(),
): Promise<Deleted | undefined> {
  if (hhmm(now) < at) return undefined;
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      `INSERT INTO retention_runs (run_date, claimed_by) VALUES ($1::date, $2)
       ON CONFLICT (run_date) DO NOTHING RETURNING 1 AS ok`,
      [day(now), who],
    );
    if (!claimed) return undefined;
    const deleted = await deleteAbandoned(tx, now);
    await tx.query(
      `UPDATE retention_runs SET finished_at = now(), enrollments_deleted = $2, rows_deleted = $3::jsonb
        WHERE run_date = $1::date`,
      [day(now), deleted.enrollments, JSON.stringify(deleted.rows)],
    );
    return deleted;
  });
}

/** Looks for the due run every `intervalMs` until stopped; a failed round is logged and retried. */
export function startRetentionSchedule(
  db: Db,
  opts: { intervalMs: number; at: string },
  log: { error: (o: object, msg: string) => void; info: (o: object, msg: string) => void },
  who: string,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runDueRetention(db, opts.at, who).then(
      (d) => d && log.info({ deleted: d }, 'abandoned enrollments deleted'),
      (err) => log.error({ err }, 'retention of abandoned enrollments failed'),
    );
  }, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
