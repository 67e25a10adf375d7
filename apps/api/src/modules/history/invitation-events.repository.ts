import type { Queryable } from '../../db';

/** One thing that happened to an invitation (migration 0045), with the staff account behind it. */
export type InvitationEventRow = {
  id: number;
  at: string;
  enrollment_id: string;
  kind: 'invite' | 'remind' | 'revoke' | 'open' | 'waive';
  detail: string | null;
  account_id: number | null;
  account_kind: 'rep' | 'group_admin' | 'platform_admin' | null;
  account_name: string | null;
};

const SELECT = `SELECT v.id::int AS id, to_char(v.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
    coalesce(v.enrollment_id, c.enrollment_id, '') AS enrollment_id, v.kind, v.detail,
    v.account_id::int AS account_id, ac.kind AS account_kind,
    CASE WHEN ac.account_id IS NULL THEN NULL ELSE ac.first_name || ' ' || ac.last_name END AS account_name
  FROM invitation_events v JOIN census_employees c USING (census_id)
  LEFT JOIN accounts ac ON ac.account_id = v.account_id`;

/**
 * The invitation events of the employee whose invitation this enrollment came from: those linked
 * to it, and every event of the census row now linked to it (sent before it was opened).
 */
export const invitationEventsOfEnrollment = (db: Queryable, enrollmentId: string) =>
  db.query<InvitationEventRow>(
    `${SELECT} WHERE v.enrollment_id = $1
        OR v.census_id IN (SELECT census_id FROM census_employees WHERE enrollment_id = $1)
      ORDER BY v.at, v.id`,
    [enrollmentId],
  );

/** The same for every enrollment that made this person a member or was started for them. */
export const invitationEventsOfMember = (db: Queryable, userId: number) =>
  db.query<InvitationEventRow>(
    `WITH mine AS (SELECT enrollment_id FROM enrollments WHERE member_user_id = $1 OR user_id = $1)
     ${SELECT} WHERE v.enrollment_id IN (SELECT enrollment_id FROM mine)
        OR v.census_id IN (SELECT census_id FROM census_employees WHERE enrollment_id IN (SELECT enrollment_id FROM mine))
      ORDER BY v.at, v.id`,
    [userId],
  );
