import { randomBytes } from 'node:crypto';
import type { CensusCounts } from '@bs/contract';
import type { Queryable } from '../../db';
import type { GroupMember, PlannedRow, SavedEmployee } from './census-plan';

/** How long a preview can be confirmed. */
export const PREVIEW_MINUTES = 30;

const EMPLOYEE_COLUMNS = `census_id::int AS census_id, employee_id, first_name, last_name, to_char(dob, 'YYYY-MM-DD') AS dob,
  gender::int AS gender, email, phone, zip, to_char(hire_date, 'YYYY-MM-DD') AS hire_date, employment_status, lang, tier,
  member_user_id`;

/** groups.states (migration 0019); undefined for an unknown group. */
export async function groupStates(db: Queryable, groupId: number): Promise<string[] | undefined> {
  const [g] = await db.query<{ states: string[] }>('SELECT states FROM groups WHERE group_id = $1', [
    groupId,
  ]);
  return g?.states;
}

export const savedEmployees = (db: Queryable, groupId: number) =>
  db.query<SavedEmployee>(`SELECT ${EMPLOYEE_COLUMNS} FROM census_employees WHERE group_id = $1`, [groupId]);

export const groupMembers = (db: Queryable, groupId: number) =>
  db.query<GroupMember>(
    `SELECT user_id, lower(email) AS email, first_name, last_name, to_char(dob, 'YYYY-MM-DD') AS dob
       FROM members WHERE group_id = $1`,
    [groupId],
  );

export type StoredPreview = { rows: PlannedRow[]; counts: CensusCounts };

export async function savePreview(
  db: Queryable,
  p: { groupId: number; accountId: number; preview: StoredPreview },
): Promise<{ previewId: string; expiresAt: string }> {
  const previewId = randomBytes(16).toString('base64url');
  // Expired previews of anyone go with each new one: the table holds only what can still be confirmed.
  await db.query('DELETE FROM census_previews WHERE expires_at < now()');
  const [row] = await db.query<{ expires_at: string }>(
    `INSERT INTO census_previews (preview_id, group_id, account_id, plan, counts, expires_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, now() + make_interval(mins => $6))
     RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at`,
    [
      previewId,
      p.groupId,
      p.accountId,
      JSON.stringify(p.preview.rows),
      JSON.stringify(p.preview.counts),
      PREVIEW_MINUTES,
    ],
  );
  return { previewId, expiresAt: row!.expires_at };
}

/** The preview, spent: a confirmed preview cannot be confirmed twice. Undefined when unknown or expired. */
export async function takePreview(
  tx: Queryable,
  p: { previewId: string; groupId: number; accountId: number },
): Promise<StoredPreview | undefined> {
  const [row] = await tx.query<{ plan: PlannedRow[] | string; counts: CensusCounts | string }>(
    `DELETE FROM census_previews WHERE preview_id = $1 AND group_id = $2 AND account_id = $3 AND expires_at > now()
     RETURNING plan, counts`,
    [p.previewId, p.groupId, p.accountId],
  );
  if (!row) return undefined;
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { rows: json(row.plan), counts: json(row.counts) };
}

/** Adds and updates in one statement each (unnest of column arrays), not one round trip per row. */
export async function writeEmployees(
  tx: Queryable,
  groupId: number,
  rows: readonly PlannedRow[],
): Promise<void> {
  const adds = rows.filter((r) => r.op === 'add');
  const updates = rows.filter((r) => r.op === 'update');
  const arrays = (list: readonly PlannedRow[]) => [
    list.map((r) => r.employee_id),
    list.map((r) => r.first_name),
    list.map((r) => r.last_name),
    list.map((r) => r.dob),
    list.map((r) => r.gender),
    list.map((r) => r.email),
    list.map((r) => r.phone),
    list.map((r) => r.zip),
    list.map((r) => r.hire_date),
    list.map((r) => r.employment_status),
    list.map((r) => r.lang),
    list.map((r) => r.tier),
    list.map((r) => r.member_user_id),
  ];
  const cols = `employee_id, first_name, last_name, dob, gender, email, phone, zip, hire_date, employment_status, lang, tier, member_user_id`;
  const types = `$2::text[], $3::text[], $4::text[], $5::date[], $6::smallint[], $7::text[], $8::text[], $9::text[],
      $10::date[], $11::text[], $12::text[], $13::text[], $14::int[]`;
  if (adds.length > 0)
    await tx.query(
      `INSERT INTO census_employees (group_id, ${cols})
       SELECT $1, r.* FROM unnest(${types}) AS r(${cols})`,
      [groupId, ...arrays(adds)],
    );
  if (updates.length > 0)
    await tx.query(
      `UPDATE census_employees c SET employee_id = r.employee_id, first_name = r.first_name, last_name = r.last_name,
         dob = r.dob, gender = r.gender, email = r.email, phone = r.phone, zip = r.zip, hire_date = r.hire_date,
         employment_status = r.employment_status, lang = r.lang, tier = r.tier,
         member_user_id = COALESCE(c.member_user_id, r.member_user_id), updated_at = now()
       FROM unnest(${types}, $15::bigint[]) AS r(${cols}, census_id)
       WHERE c.census_id = r.census_id AND c.group_id = $1`,
      [groupId, ...arrays(updates), updates.map((r) => r.census_id)],
    );
}
