import type { Queryable } from '../../db';

/** Failures within this window count together; a lock lasts as long. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** From this many failures on, each answer waits longer (slows guessing down). */
export const SLOW_DOWN_AFTER = 3;
/** This many failures in the window lock the e-mail for FAILURE_WINDOW_SECONDS. */
export const LOCK_AFTER = 5;

/** Seconds the e-mail stays locked, 0 when it is not locked. */
export async function lockedSeconds(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS left FROM sign_in_failures
      WHERE email = $1 AND locked_until > now()`,
    [email],
  );
  return row?.left ?? 0;
}

/** Counts a failure (shared by every API instance) and locks the e-mail at LOCK_AFTER; returns the count. */
export async function recordFailure(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_failures AS f (email, failures, last_failed_at) VALUES ($1, 1, now())
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN f.last_failed_at < now() - make_interval(secs => $2) THEN 1 ELSE f.failures + 1 END,
       last_failed_at = now(), locked_until = NULL
     RETURNING failures`,
    [email, FAILURE_WINDOW_SECONDS],
  );
  if (row.failures >= LOCK_AFTER)
    await db.query(
      'UPDATE sign_in_failures SET locked_until = now() + make_interval(secs => $2) WHERE email = $1',
      [email, FAILURE_WINDOW_SECONDS],
    );
  return row.failures;
}

export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email = $1', [email]);
}

/** The wait before answering the n-th failure: nothing for the first few, then 0.5 s more each time. */
export const slowDownMs = (failures: number) =>
  failures < SLOW_DOWN_AFTER ? 0 : Math.min(3000, 500 * (failures - SLOW_DOWN_AFTER + 1));
