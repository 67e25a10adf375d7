import type { Queryable } from '../../db';

/** One audit row with the person behind it (names joined from the account or member on file). */
export type AuditRow = {
  id: number;
  at: string;
  /** Empty for a change to the member that no enrollment made (a termination). */
  enrollment_id: string;
  section: string;
  action: 'save' | 'save_later' | 'delete' | 'start' | 'complete' | 'merge' | 'keep_separate';
  verified: boolean;
  account_id: number | null;
  account_kind: 'rep' | 'group_admin' | 'platform_admin' | null;
  account_name: string | null;
  user_id: number | null;
  member_name: string | null;
  snapshot_enc: string | null;
};

const SELECT = `SELECT a.id::int AS id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
    coalesce(a.enrollment_id, '') AS enrollment_id, a.section, a.action, a.verified,
    a.account_id::int AS account_id, ac.kind AS account_kind,
    CASE WHEN ac.account_id IS NULL THEN NULL ELSE ac.first_name || ' ' || ac.last_name END AS account_name,
    a.user_id, CASE WHEN m.user_id IS NULL THEN NULL ELSE m.first_name || ' ' || m.last_name END AS member_name,
    a.snapshot_enc
  FROM enrollment_audit a
  LEFT JOIN accounts ac ON a.verified AND ac.account_id = a.account_id
  LEFT JOIN members m ON a.verified AND a.account_id IS NULL AND m.user_id = a.user_id`;

/** Oldest first: the diff walks each section forward in time. */
export const auditOfEnrollment = (db: Queryable, enrollmentId: string) =>
  db.query<AuditRow>(`${SELECT} WHERE a.enrollment_id = $1 ORDER BY a.at, a.id`, [enrollmentId]);

/**
 * The audit of every enrollment that made this person a member or that was started for them, and
 * of changes made to the member directly (terminations).
 */
export const auditOfMember = (db: Queryable, userId: number) =>
  db.query<AuditRow>(
    `${SELECT} WHERE a.enrollment_id IN
       (SELECT enrollment_id FROM enrollments WHERE member_user_id = $1 OR user_id = $1)
       OR a.subject_user_id = $1
     ORDER BY a.at, a.id`,
    [userId],
  );

/** The owner of an enrollment for the access decision; undefined when there is no such enrollment. */
export async function enrollmentOwner(db: Queryable, enrollmentId: string) {
  const [row] = await db.query<{ agent_id: number; group_id: number }>(
    'SELECT agent_id, group_id FROM enrollments WHERE enrollment_id = $1',
    [enrollmentId],
  );
  return row;
}
