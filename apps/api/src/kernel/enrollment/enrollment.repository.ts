import type { Queryable } from '../../db';
import { fieldError, notFound } from '../../http/errors';

export type StoredFilterInfo = {
  dob: string;
  zip: string;
  state: string;
  city: string;
  tier: string;
  gender: number;
  is_smoker: number | null;
  eprocess: string;
  agent_id: number;
  group_id: number;
  platform_group_id: number | null;
  type: string | null;
  open_type: string | null;
  annual_incode: number | null;
  working_hours: number | null;
  user_id: number | null;
  plan_id?: number;
};

export type EnrollmentRow = {
  enrollment_id: string;
  eprocess: string;
  type: string | null;
  open_type: string | null;
  agent_id: number;
  group_id: number;
  platform_group_id: number | null;
  user_id: number | null;
  filter_info: StoredFilterInfo;
  effective_date: string | null;
  sections: Record<string, unknown>;
  saved_tab: string | null;
  /** The member a member benefit store link was sent to (quote basics and name only, never their record). */
  invited_user_id: number | null;
};

const COLUMNS = `enrollment_id, eprocess, type, open_type, agent_id, group_id, platform_group_id, user_id, filter_info,
  to_char(effective_date, 'MM/DD/YYYY') AS effective_date, sections, saved_tab, invited_user_id`;

export const ALREADY_COMPLETE = 'This enrollment is already complete.';

/**
 * Loads a temporary enrollment or throws a 404 on `enrollment_id`; `forUpdate` locks the row in a
 * transaction for a change, which a completed enrollment no longer takes (409: it is a member's
 * coverage now; complete-enrollment itself checks its marker first).
 */
export async function requireEnrollment(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<EnrollmentRow> {
  const [row] = await db.query<EnrollmentRow & { completed: boolean }>(
    `SELECT ${COLUMNS}, completed_at IS NOT NULL AS completed FROM enrollments WHERE enrollment_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) throw notFound('enrollment_id', 'This enrollment was not found. Please start again.');
  if (forUpdate && row.completed) throw fieldError(409, 'enrollment_id', ALREADY_COMPLETE);
  const { completed: _completed, ...e } = row;
  return e;
}

/** Who started an enrollment (ADR 0013): the signed-in account or member, when there was one. */
export type StartedBy = {
  account_id?: number | null;
  user_id?: number | null;
  invited_user_id?: number | null;
};

export async function insertEnrollment(
  db: Queryable,
  e: { id: string; filter: StoredFilterInfo; referral: string | null; startedBy?: StartedBy },
): Promise<void> {
  const f = e.filter;
  await db.query(
    `INSERT INTO enrollments (enrollment_id, eprocess, type, open_type, agent_id, group_id, platform_group_id, user_id, referral, filter_info,
       started_by_account_id, started_by_user_id, invited_user_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10::jsonb,$11,$12,$13)`,
    [
      e.id,
      f.eprocess,
      f.type,
      f.open_type,
      f.agent_id,
      f.group_id,
      f.platform_group_id,
      f.user_id,
      e.referral,
      JSON.stringify(f),
      e.startedBy?.account_id ?? null,
      e.startedBy?.user_id ?? null,
      e.startedBy?.invited_user_id ?? null,
    ],
  );
}

/**
 * Writes the merged quote basics back. The person, the book and eprocess are fixed when the
 * enrollment is created (ADR 0013), so the columns that say whose it is are never written here.
 */
export async function updateFilter(db: Queryable, id: string, f: StoredFilterInfo): Promise<void> {
  await db.query(
    `UPDATE enrollments SET filter_info = $2::jsonb, updated_at = now() WHERE enrollment_id = $1`,
    [id, JSON.stringify(f)],
  );
}

/** Loads a temporary enrollment, or undefined when there is none with this id. */
export async function findEnrollment(db: Queryable, id: string): Promise<EnrollmentRow | undefined> {
  const [row] = await db.query<EnrollmentRow>(`SELECT ${COLUMNS} FROM enrollments WHERE enrollment_id = $1`, [
    id,
  ]);
  return row;
}
