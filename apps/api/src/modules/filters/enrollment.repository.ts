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
};

const COLUMNS = `enrollment_id, eprocess, type, open_type, agent_id, group_id, platform_group_id, user_id, filter_info,
  to_char(effective_date, 'MM/DD/YYYY') AS effective_date, sections, saved_tab`;

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

export async function insertEnrollment(
  db: Queryable,
  e: { id: string; filter: StoredFilterInfo; referral: string | null },
): Promise<void> {
  const f = e.filter;
  await db.query(
    `INSERT INTO enrollments (enrollment_id, eprocess, type, open_type, agent_id, group_id, platform_group_id, user_id, referral, filter_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10::jsonb)`,
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
    ],
  );
}

/** Writes the merged filter back and keeps the denormalised columns in step with it. */
export async function updateFilter(db: Queryable, id: string, f: StoredFilterInfo): Promise<void> {
  await db.query(
    `UPDATE enrollments SET filter_info = $2::jsonb, eprocess = $3, agent_id = $4, group_id = $5, user_id = $6, updated_at = now()
     WHERE enrollment_id = $1`,
    [id, JSON.stringify(f), f.eprocess, f.agent_id, f.group_id, f.user_id],
  );
}

/** Loads a temporary enrollment, or undefined when there is none with this id. */
export async function findEnrollment(db: Queryable, id: string): Promise<EnrollmentRow | undefined> {
  const [row] = await db.query<EnrollmentRow>(`SELECT ${COLUMNS} FROM enrollments WHERE enrollment_id = $1`, [
    id,
  ]);
  return row;
}
