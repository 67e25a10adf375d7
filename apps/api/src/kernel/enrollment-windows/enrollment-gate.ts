import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { todayUtc, type IsoDate } from './calendar-days';
import { enrollmentStatus } from './enrollment-status.service';
import { refusalOf, type Attempt } from './may-enroll';

/** The parts of an enrollment (or of one about to start) that say whose it is and in which store. */
export type GatedEnrollment = {
  enrollment_id?: string;
  eprocess: string;
  type: string | null;
  open_type: string | null;
  group_id: number;
  user_id: number | null;
  invited_user_id?: number | null;
};

type Employee = { groupId: number; censusId: number | null; memberUserId: number | null };

/**
 * Whose group calendar an enrollment answers to, or null when it answers to none. Only the
 * employee's own enrollment does (eprocess `applicant`): an invitation or the group's store
 * (open_type `group`), or a member of the group starting for themselves (by sign-in or by their
 * member store link). A rep or group administrator enrolling for someone is not held to it: they
 * may already extend the window, and the change history names them. The person is the invitation's
 * census row, else the member's census row in the group, else nobody (an anonymous shopper of the
 * group's store: the group's own window).
 */
async function employeeOf(db: Queryable, e: GatedEnrollment): Promise<Employee | null> {
  if (e.eprocess !== 'applicant') return null;
  const memberId = e.user_id ?? e.invited_user_id ?? null;
  if (e.open_type !== 'group' && memberId === null) return null;
  const [row] = await db.query<{ census_id: number; member_user_id: number | null }>(
    `SELECT census_id::int AS census_id, member_user_id FROM census_employees
      WHERE group_id = $1 AND (($2::text IS NOT NULL AND enrollment_id = $2) OR ($3::int IS NOT NULL AND member_user_id = $3))
      ORDER BY (enrollment_id = $2) DESC NULLS LAST LIMIT 1`,
    [e.group_id, e.enrollment_id ?? null, memberId],
  );
  return {
    groupId: e.group_id,
    censusId: row?.census_id ?? null,
    memberUserId: row?.member_user_id ?? memberId,
  };
}

/**
 * The one gate of the calls that start or change a group employee's enrollment (ADR 0034,
 * "Enforcing the window"): the answer of `mayEnroll` for the person, then `refusalOf` for what the
 * call is about to do. A group without a plan year keeps no calendar and is not held to one.
 * Refused: 403 on `enrollment_window`, worded with the way in that remains.
 */
export async function requireEnrollmentWindow(
  db: Queryable,
  e: GatedEnrollment,
  attempt: Attempt,
  today: IsoDate = todayUtc(),
): Promise<void> {
  const who = await employeeOf(db, e);
  if (!who) return;
  const [calendar] = await db.query('SELECT 1 FROM group_plan_years WHERE group_id = $1 LIMIT 1', [
    who.groupId,
  ]);
  if (!calendar) return;
  const refusal = refusalOf(await enrollmentStatus(db, { ...who, today }), attempt);
  if (refusal) throw fieldError(403, 'enrollment_window', refusal);
}
