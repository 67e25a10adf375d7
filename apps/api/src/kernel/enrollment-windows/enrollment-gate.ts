import type { Queryable } from '../../db';
import { fieldError, invalid } from '../../http/errors';
import { WINDOW_EFFECTIVE_DATE } from './window-messages';
import { todayUtc, type IsoDate } from './calendar-days';
import { enrollmentStatus } from './enrollment-status.service';
import { refusalOf, windowCoverageStart, type Attempt, type MayEnroll, type WindowStart } from './may-enroll';

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
 * The answer of `mayEnroll` for the employee an enrollment answers to, or null when it answers to
 * no calendar (not the employee's own, or a group without any plan year).
 */
export async function enrollmentWindowOf(
  db: Queryable,
  e: GatedEnrollment,
  today: IsoDate = todayUtc(),
): Promise<MayEnroll | null> {
  const who = await employeeOf(db, e);
  if (!who) return null;
  const [calendar] = await db.query('SELECT 1 FROM group_plan_years WHERE group_id = $1 LIMIT 1', [
    who.groupId,
  ]);
  if (!calendar) return null;
  return enrollmentStatus(db, { ...who, today });
}

/**
 * The one gate of the calls that start or change a group employee's enrollment (ADR 0034,
 * "Enforcing the window"): the answer of `mayEnroll` for the person, then `refusalOf` for what the
 * call is about to do (or a function answering it, asked only under a life event: it may cost a
 * read). A group without a plan year keeps no calendar and is not held to one.
 * Refused: 403 on `enrollment_window`, worded with the way in that remains.
 */
export async function requireEnrollmentWindow(
  db: Queryable,
  e: GatedEnrollment,
  attempt: Attempt | (() => Promise<Attempt>),
  today: IsoDate = todayUtc(),
): Promise<void> {
  const status = await enrollmentWindowOf(db, e, today);
  if (!status) return;
  // Open enrollment and a new hire's window allow anything: what it is is only asked when it matters.
  if (status.reason === 'open-enrollment' || status.reason === 'new-hire') return;
  const refusal = refusalOf(status, typeof attempt === 'function' ? await attempt() : attempt);
  if (refusal) throw fieldError(403, 'enrollment_window', refusal);
}

/**
 * The day coverage must start when the employee enrolls through their window (ADR 0034, "Coverage
 * dates of a window": a life event's day, the plan year's coverage start, a new hire's), or null
 * when the usual first-of-the-month dates apply (staff, a shopper, a group without a calendar).
 */
export async function windowEffectiveDate(
  db: Queryable,
  e: GatedEnrollment,
  today: IsoDate = todayUtc(),
): Promise<WindowStart | null> {
  return windowCoverageStart(await enrollmentWindowOf(db, e, today));
}

/**
 * Completing an enrollment checks the window again (ADR 0034, "Checkout gated again"): a cart
 * filled within a window that has closed since, with no life event covering it, is refused like
 * the first plan would be now (403 on `enrollment_window`); through a window the stored date
 * must be the event's (`stored`, MM/DD/YYYY; 422 on `effective_date`), so the coverage rows and
 * the 834 carry the day the event's kind says.
 */
export async function requireWindowAtCompletion(
  db: Queryable,
  e: GatedEnrollment,
  stored: string,
  today: IsoDate = todayUtc(),
): Promise<void> {
  const status = await enrollmentWindowOf(db, e, today);
  if (!status) return;
  const refusal = refusalOf(status, 'start');
  if (refusal) throw fieldError(403, 'enrollment_window', refusal);
  const start = windowCoverageStart(status);
  if (!start) return;
  const us = `${start.day.slice(5, 7)}/${start.day.slice(8, 10)}/${start.day.slice(0, 4)}`;
  if (stored !== us)
    throw invalid('effective_date', WINDOW_EFFECTIVE_DATE[start.window].replace('{date}', us));
}

/**
 * Fixes a new enrollment's effective date to its window's coverage start (ADR 0034, "Coverage dates
 * of a window") when it answers to one and has no date yet, so every price the store shows before
 * the cart (plan detail, listing, comparison: ages and paychecks on that day) is the cart's. Called
 * by the starts, after the enrollment is linked to its employee; a date chosen later is kept.
 */
export async function storeWindowDate(db: Queryable, enrollmentId: string, today: IsoDate = todayUtc()) {
  const [e] = await db.query<GatedEnrollment & { effective_date: string | null }>(
    `SELECT enrollment_id, eprocess, type, open_type, group_id, user_id, invited_user_id, effective_date::text AS effective_date
       FROM enrollments WHERE enrollment_id = $1`,
    [enrollmentId],
  );
  if (!e || e.effective_date) return;
  const start = await windowEffectiveDate(db, e, today);
  if (start)
    await db.query('UPDATE enrollments SET effective_date = $2::date WHERE enrollment_id = $1', [
      enrollmentId,
      start.day,
    ]);
}
