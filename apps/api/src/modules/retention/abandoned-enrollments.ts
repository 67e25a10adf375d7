import type { Queryable } from '../../db';

/** Without a tenant bound to the enrollment's group or agent (ADR 0029). */
export const DEFAULT_RETENTION_DAYS = 30;

/**
 * Every table holding an enrollment's rows. Deleted explicitly (not left to the cascades) so the
 * run records each count, and so agreement evidence, which has no cascade on purpose, goes too:
 * an enrollment never completed has no receipt to prove.
 */
export const CHILD_TABLES = [
  'cart_items',
  'question_answers',
  'enrollment_keys',
  'continue_codes',
  'continue_links',
  'enrollment_screenshots',
  'enrollment_audit',
  'payment_instruments',
  'agreement_signatures',
] as const;

const BATCH = 1000;

/**
 * Anonymous (started by a browser: no account, no member), never completed, with no live
 * save-later code or link (a saved enrollment keeps its code's lifetime), and whose last activity
 * (a step saved, a cart line added, a browser bound by a code) is older than its tenant's
 * retention. Completed enrollments follow the receipt rules and are never candidates.
 */
const CANDIDATES = `
  SELECT e.enrollment_id FROM enrollments e
   WHERE e.completed_at IS NULL AND e.started_by_account_id IS NULL AND e.started_by_user_id IS NULL
     AND e.user_id IS NULL
     AND greatest(e.updated_at,
                  (SELECT max(c.added_at) FROM cart_items c WHERE c.enrollment_id = e.enrollment_id),
                  (SELECT max(k.bound_at) FROM enrollment_keys k WHERE k.enrollment_id = e.enrollment_id))
         < $1::timestamptz - make_interval(days => coalesce(
             (SELECT min(t.abandoned_enrollment_days) FROM tenants t
               WHERE (t.kind = 'group' AND t.group_id = e.group_id) OR (t.kind <> 'group' AND t.agent_id = e.agent_id)),
             ${DEFAULT_RETENTION_DAYS}))
     AND NOT EXISTS (SELECT 1 FROM continue_codes c WHERE c.enrollment_id = e.enrollment_id AND c.expires_at > $1)
     AND NOT EXISTS (SELECT 1 FROM continue_links l
                      WHERE l.enrollment_id = e.enrollment_id AND l.revoked_at IS NULL AND l.expires_at > $1)
   ORDER BY e.updated_at LIMIT ${BATCH}
   FOR UPDATE OF e SKIP LOCKED`;

export type Deleted = { enrollments: number; rows: Record<string, number> };

/** Deletes every abandoned enrollment as of `now`, with its rows in every child table. */
export async function deleteAbandoned(tx: Queryable, now: Date): Promise<Deleted> {
  const rows: Record<string, number> = Object.fromEntries(CHILD_TABLES.map((t) => [t, 0]));
  let enrollments = 0;
  for (;;) {
    const ids = (await tx.query<{ enrollment_id: string }>(CANDIDATES, [now])).map((r) => r.enrollment_id);
    if (!ids.length) return { enrollments, rows };
    for (const table of CHILD_TABLES) {
      const [n] = await tx.query<{ n: number }>(
        `WITH d AS (DELETE FROM ${table} WHERE enrollment_id = ANY($1::text[]) RETURNING 1) SELECT count(*)::int AS n FROM d`,
        [ids],
      );
      rows[table]! += n!.n;
    }
    await tx.query('DELETE FROM enrollments WHERE enrollment_id = ANY($1::text[])', [ids]);
    enrollments += ids.length;
  }
}
