import type { WaiveReason } from '@bs/contract';
import type { Queryable } from '../../db';

export type InvitedEmployee = {
  census_id: number;
  group_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** The employer's own id for the employee ('' when the census has none). */
  employee_id: string;
  dob: string;
  gender: number;
  zip: string;
  tier: string | null;
  enrollment_id: string | null;
  /** The linked enrollment exists and is not completed: this browser resumes it. */
  resumable: boolean;
  enrolled: boolean;
  waived_at: Date | null;
  waive_reason: WaiveReason | null;
};

export async function findInvitedEmployee(
  db: Queryable,
  censusId: number,
): Promise<InvitedEmployee | undefined> {
  const [row] = await db.query<InvitedEmployee>(
    `SELECT c.census_id::int AS census_id, c.group_id, c.first_name, c.last_name, c.email,
            coalesce(c.employee_id, '') AS employee_id, to_char(c.dob, 'MM/DD/YYYY') AS dob,
            c.gender, c.zip, c.tier, c.enrollment_id, c.enrolled_at IS NOT NULL AS enrolled,
            (e.enrollment_id IS NOT NULL AND e.completed_at IS NULL) AS resumable, c.waived_at, c.waive_reason
       FROM census_employees c LEFT JOIN enrollments e ON e.enrollment_id = c.enrollment_id
      WHERE c.census_id = $1`,
    [censusId],
  );
  return row;
}

/** The link was opened: the enrollment it started (or resumed) is the employee's, and the time is kept. */
export async function markOpened(db: Queryable, censusId: number, enrollmentId: string): Promise<void> {
  await db.query(
    `UPDATE census_employees SET enrollment_id = $2, opened_at = COALESCE(opened_at, now()),
            last_activity_at = now(), updated_at = now()
      WHERE census_id = $1`,
    [censusId, enrollmentId],
  );
}

export async function recordWaiver(
  db: Queryable,
  censusId: number,
  reason: WaiveReason,
  text: string,
): Promise<Date> {
  const [row] = await db.query<{ waived_at: Date }>(
    `UPDATE census_employees SET waived_at = now(), waive_reason = $2, waive_text = $3,
            last_activity_at = now(), updated_at = now()
      WHERE census_id = $1 RETURNING waived_at`,
    [censusId, reason, reason === 'other' ? text : null],
  );
  return row!.waived_at;
}

/** Where a proof code goes: only ever the census address, in the census language. */
export async function censusMailbox(db: Queryable, censusId: number) {
  const [row] = await db.query<{ email: string; lang: 'en' | 'es'; first_name: string; group_id: number }>(
    'SELECT email, lang, first_name, group_id FROM census_employees WHERE census_id = $1',
    [censusId],
  );
  return row;
}

/**
 * A revoked invitation's open enrollment is left behind: the next invitation starts a fresh one,
 * so whoever opened a mis-addressed link keeps nothing the employee will type. A completed
 * enrollment stays the employee's.
 */
export async function detachOpenEnrollment(db: Queryable, censusId: number): Promise<void> {
  await db.query(
    `UPDATE census_employees SET enrollment_id = NULL, opened_at = NULL, updated_at = now()
      WHERE census_id = $1 AND enrolled_at IS NULL`,
    [censusId],
  );
}
