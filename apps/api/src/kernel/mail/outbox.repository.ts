import { createHash } from 'node:crypto';
import type { Queryable } from '../../db';

export type OutgoingMail = {
  kind:
    | 'quote'
    | 'save_later'
    | 'receipt'
    | 'password_reset'
    | 'member_sign_in'
    | 'invitation'
    | 'life_event'
    | 'eoi_decision';
  enrollmentId?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the mail (the receipt's PDF); kept in the outbox row until delivered. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/** How an attachment sits in outbox.attachments (JSON). */
type StoredAttachment = { filename: string; content_type: string; content_base64: string };

const storeAttachments = (a: MailAttachment[] | undefined) =>
  a?.length
    ? JSON.stringify(
        a.map<StoredAttachment>((x) => ({
          filename: x.filename,
          content_type: x.contentType,
          content_base64: x.content.toString('base64'),
        })),
      )
    : null;

/** The attachments of a claimed mail, ready for nodemailer. */
export const attachmentsOf = (m: Pick<ClaimedMail, 'attachments'>) =>
  (m.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.content_type,
    content: Buffer.from(a.content_base64, 'base64'),
  }));

export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'stored';
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The first attachment's file name ('' when none), for the /mail page. */
  attachment?: string;
};

/** The same mail asked for again within this window is the same mail (double-click, retried request). */
export const DEDUPE_WINDOW_SECONDS = 600;
/** After this many attempts a mail is marked failed (kept in the table; set it back to pending to retry). */
export const MAX_ATTEMPTS = 20;
/** A claimed mail is leased for this long: a worker that died mid-send gives it back when it runs out. */
export const LEASE_SECONDS = 120;
/** Retries back off exponentially up to this delay. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

export const dedupeKeyOf = (m: OutgoingMail) =>
  createHash('sha256')
    .update([m.kind, m.enrollmentId ?? '', m.to.toLowerCase(), m.subject, m.html].join('\u0000'))
    .digest('hex');

/**
 * Queues a mail unless the same one was queued within the dedupe window; answers the row id and
 * whether it was a duplicate. Run it inside a transaction: the advisory lock on the key makes two
 * concurrent identical requests queue one row (PGlite and PostgreSQL alike).
 */
export async function enqueueMail(
  tx: Queryable,
  m: OutgoingMail,
  status: 'pending' | 'stored',
): Promise<{ id: number; duplicate: boolean }> {
  const key = dedupeKeyOf(m);
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  const [dup] = await tx.query<{ id: number }>(
    `SELECT id::int AS id FROM outbox WHERE dedupe_key = $1 AND created_at > now() - make_interval(secs => $2)
     ORDER BY id DESC LIMIT 1`,
    [key, DEDUPE_WINDOW_SECONDS],
  );
  if (dup) return { id: dup.id, duplicate: true };
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outbox (kind, enrollment_id, to_address, subject, html, text, status, dedupe_key, sent_at, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'stored' THEN now() END, $9::jsonb) RETURNING id::int AS id`,
    [
      m.kind,
      m.enrollmentId ?? null,
      m.to,
      m.subject,
      m.html,
      m.text,
      status,
      key,
      storeAttachments(m.attachments),
    ],
  );
  return { id: row!.id, duplicate: false };
}

export type ClaimedMail = Pick<OutboxRow, 'id' | 'to_address' | 'subject' | 'html' | 'text' | 'attempts'> & {
  attachments: StoredAttachment[] | null;
};

/**
 * Claims up to `limit` due mails (pending, or sending with an expired lease) in one statement:
 * FOR UPDATE SKIP LOCKED lets several API instances share the table without taking the same row.
 * The claim counts as an attempt; `attempts` is the claim token checked when the outcome is written.
 * Answered oldest first: UPDATE ... RETURNING gives rows in the table's physical order, which
 * after updates and deletes is not the order they were queued in.
 */
export async function claimDue(db: Queryable, limit: number): Promise<ClaimedMail[]> {
  return db.query<ClaimedMail>(
    `WITH claimed AS (
       UPDATE outbox SET status = 'sending', attempts = attempts + 1,
         next_attempt_at = now() + make_interval(secs => $2)
       WHERE id IN (SELECT id FROM outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id::int AS id, to_address, subject, html, text, attempts, attachments)
     SELECT * FROM claimed ORDER BY id`,
    [limit, LEASE_SECONDS],
  );
}

/** Marks a delivered mail sent, only while this worker's claim still holds. */
export async function markSent(db: Queryable, m: ClaimedMail): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [m.id, m.attempts],
  );
}

/**
 * Gives back a claimed mail this worker will not send (it is stopping): due again at once for any
 * other instance, and the claim does not count as an attempt.
 */
export async function releaseClaim(db: Queryable, m: ClaimedMail): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'pending', attempts = attempts - 1, next_attempt_at = now()
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [m.id, m.attempts],
  );
}

/** Rule: retry after base x 2^(attempts-1), at most MAX_BACKOFF_MS; failed after MAX_ATTEMPTS. */
export const backoffMs = (attempts: number, baseMs: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));

export async function markFailedAttempt(
  db: Queryable,
  m: ClaimedMail,
  error: string,
  baseMs: number,
): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
       next_attempt_at = now() + make_interval(secs => $4), last_error = $5
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [m.id, m.attempts, MAX_ATTEMPTS, backoffMs(m.attempts, baseMs) / 1000, error.slice(0, 500)],
  );
}

export async function recentMails(db: Queryable, limit = 200): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id::int AS id, to_address, subject, '' AS html, '' AS text, status, attempts, last_error,
       COALESCE(attachments->0->>'filename', '') AS attachment,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC' AS created_at,
       to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC' AS sent_at
     FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

export async function findMail(db: Queryable, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.query<OutboxRow>(
    `SELECT id::int AS id, to_address, subject, html, text, status, attempts, last_error,
       created_at::text AS created_at, sent_at::text AS sent_at FROM outbox WHERE id = $1`,
    [id],
  );
  return row;
}

/** One attachment of a mail (the /mail page's download), or undefined. */
export async function findAttachment(
  db: Queryable,
  id: number,
  n: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
  const [row] = await db.query<{ a: StoredAttachment | null }>(
    'SELECT attachments->($2::int) AS a FROM outbox WHERE id = $1',
    [id, n],
  );
  if (!row?.a) return undefined;
  return {
    filename: row.a.filename,
    contentType: row.a.content_type,
    content: Buffer.from(row.a.content_base64, 'base64'),
  };
}
