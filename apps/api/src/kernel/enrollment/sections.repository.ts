import type { SectionOfTab } from '@bs/domain';
import type { Queryable } from '../../db';

/** The sections of the temporary enrollment (spec §3 spelling), one per wizard tab (@bs/domain). */
export type SectionName = SectionOfTab;

/** Replaces one section (a repeated save of the same values leaves the same row). */
export async function writeSection(
  db: Queryable,
  id: string,
  name: SectionName,
  value: unknown,
): Promise<void> {
  await db.query(
    `UPDATE enrollments SET sections = sections || jsonb_build_object($2::text, $3::jsonb), updated_at = now()
     WHERE enrollment_id = $1`,
    [id, name, JSON.stringify(value)],
  );
}

/** Drops one section (delete-dependent-in-IO). */
export async function dropSection(db: Queryable, id: string, name: SectionName): Promise<void> {
  await db.query(
    `UPDATE enrollments SET sections = sections - $2::text, updated_at = now() WHERE enrollment_id = $1`,
    [id, name],
  );
}
