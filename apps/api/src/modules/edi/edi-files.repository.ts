import type { EdiFile } from '@bs/contract';
import type { Queryable } from '../../db';

// Times as ISO 8601 in UTC: every browser parses them (PostgreSQL's text form is not ISO).
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const FILE_SQL = `SELECT f.file_id::int AS file_id, f.carrier_id, c.name AS carrier_name, f.group_id, g.name AS group_name,
    f.mode, f.as_of::text AS as_of, f.control_number::int AS control_number, f.counts, ${iso('f.created_at')} AS created_at,
    f.created_by,
    coalesce((SELECT json_agg(json_build_object('who', d.who, 'role', d.role, 'at', ${iso('d.at')}) ORDER BY d.at)
      FROM edi_file_downloads d WHERE d.file_id = f.file_id), '[]'::json) AS downloads
  FROM edi_files f JOIN carriers c ON c.carrier_id = f.carrier_id LEFT JOIN groups g ON g.group_id = f.group_id`;

/** A partner's files newest first, with their downloads (at most 200: a history, not an archive). */
export const filesOfCarrier = (db: Queryable, carrierId: number) =>
  db.query<EdiFile>(
    `${FILE_SQL} WHERE f.carrier_id = $1 ORDER BY f.created_at DESC, f.file_id DESC LIMIT 200`,
    [carrierId],
  );

export const filesOfGroup = (db: Queryable, groupId: number) =>
  db.query<EdiFile>(
    `${FILE_SQL} WHERE f.group_id = $1 ORDER BY f.created_at DESC, f.file_id DESC LIMIT 200`,
    [groupId],
  );

export async function fileById(db: Queryable, fileId: number): Promise<EdiFile | undefined> {
  const [row] = await db.query<EdiFile>(`${FILE_SQL} WHERE f.file_id = $1`, [fileId]);
  return row;
}

/** The owner an access decision needs: the file's group (null for an all-groups file). */
export async function fileOwner(
  db: Queryable,
  fileId: number,
): Promise<{ group_id: number | null } | undefined> {
  const [row] = await db.query<{ group_id: number | null }>(
    'SELECT group_id FROM edi_files WHERE file_id = $1',
    [fileId],
  );
  return row;
}
