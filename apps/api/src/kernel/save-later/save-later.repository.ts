import type { Queryable } from '../../db';

/** A save-later code lives this long (its direct-continue link too). */
export const CODE_LIFETIME_DAYS = 30;
/** At most this many codes per enrollment and hour: the dialog must not become a spam relay. */
export const MAX_CODES_PER_HOUR = 10;
/** The same request again within this window (a double-click on Send Code) sends nothing new. */
export const REPEAT_WINDOW_SECONDS = 60;

export async function recentCodeCount(db: Queryable, enrollmentId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM continue_codes WHERE enrollment_id = $1 AND created_at > now() - interval '1 hour'`,
    [enrollmentId],
  );
  return row?.n ?? 0;
}

export async function isRepeat(db: Queryable, requestKey: string): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM continue_codes WHERE request_key = $1 AND created_at > now() - make_interval(secs => $2) LIMIT 1`,
    [requestKey, REPEAT_WINDOW_SECONDS],
  );
  return Boolean(row);
}

/** Stores the code's hash (never the code); answers when it expires. */
export async function insertCode(
  db: Queryable,
  c: { enrollmentId: string; email: string; codeHash: string; tab: string; requestKey: string },
): Promise<Date> {
  const [row] = await db.query<{ expires_at: Date | string }>(
    `INSERT INTO continue_codes (enrollment_id, email, code_hash, expires_at, tab, request_key)
     VALUES ($1, $2, $3, now() + make_interval(days => $4), $5, $6) RETURNING expires_at`,
    [c.enrollmentId, c.email, c.codeHash, CODE_LIFETIME_DAYS, c.tab, c.requestKey],
  );
  return new Date(row!.expires_at);
}

export async function setSavedTab(db: Queryable, enrollmentId: string, tab: string): Promise<void> {
  await db.query('UPDATE enrollments SET saved_tab = $2, updated_at = now() WHERE enrollment_id = $1', [
    enrollmentId,
    tab,
  ]);
}
