import type { Queryable } from '../../db';

/** Quote mails of an enrollment in the last hour (a rate limit: quotes must not become a spam relay). */
export async function recentQuoteCount(db: Queryable, enrollmentId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox WHERE enrollment_id = $1 AND kind = 'quote' AND created_at > now() - interval '1 hour'`,
    [enrollmentId],
  );
  return row?.n ?? 0;
}
