import type { DataKeys } from '../../config';
import type { Db } from '../../db';
import { isUnderCurrentKey, keyIdOf, openJson, sealJson } from './data-key';

export type RotationCount = { table: string; column: string; values: number; rows: number };

// A sealed value inside a text column (the whole value) or inside JSON text (a quoted string).
// Sealed values are base64url and dots only, so they never need JSON escaping.
const SEALED_BODY = String.raw`v(?:1|2\.[A-Za-z0-9_-]{8})\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*`;
const SEALED_IN_JSON = new RegExp(`"(${SEALED_BODY})"`, 'g');

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every text and JSON column of every table of the schema: where a sealed value can be. */
const sealableColumns = (db: Db) =>
  db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')
      ORDER BY c.table_name, c.column_name`,
  );

/**
 * The database-side filter of values a rotation still has to re-seal: a sealed value from before
 * key ids (v1) or under another key than the current one. PostgreSQL's regular expressions take
 * the negative lookahead; the key id is base64url, so it needs no escaping.
 */
function stalePattern(kind: 'text' | 'json', currentKid: string): string {
  const head = String.raw`v(1|2\.(?!${currentKid}\.)[A-Za-z0-9_-]{8})\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.`;
  return kind === 'text' ? `^${head}` : `"${head}`;
}

/**
 * Re-seals every sealed value of every table under the current data key (`keys.current`), opening
 * it with whichever configured key sealed it. Every text and JSON column of every table of the
 * schema is searched, so a column added later is covered without a list to keep. Rows are taken in
 * batches in ctid order, each batch in its own transaction with its rows locked (FOR UPDATE), so
 * the API can keep running on PostgreSQL meanwhile; a run that stops half-way (or a value written
 * by an instance still sealing with the old key) is finished by running it again: values already
 * under the current key are left as they are. A value that no configured key opens stops the run
 * (its batch rolled back), naming its table and column.
 */
export async function rotateDataKey(
  db: Db,
  keys: DataKeys,
  opts: { batchSize?: number; onColumn?: (c: RotationCount) => void } = {},
): Promise<RotationCount[]> {
  const batchSize = opts.batchSize ?? 500;
  const kid = keyIdOf(keys.current);
  const columns = await sealableColumns(db);
  const counts: RotationCount[] = [];
  for (const { table_name: table, column_name: column, data_type } of columns) {
    const kind = data_type === 'json' || data_type === 'jsonb' ? 'json' : 'text';
    const cast = kind === 'json' ? `::${data_type}` : '';
    const count: RotationCount = { table, column, values: 0, rows: 0 };
    const reseal = (sealed: string) => {
      if (isUnderCurrentKey(sealed, keys)) return sealed;
      let value: unknown;
      try {
        value = openJson(sealed, keys);
      } catch (err) {
        throw new Error(`${table}.${column}: ${err instanceof Error ? err.message : String(err)}`, {
          cause: err,
        });
      }
      count.values++;
      return sealJson(value, keys);
    };
    let after = '(0,0)';
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const rows = await tx.query<{ tid: string; value: string }>(
          `SELECT ctid::text AS tid, ${ident(column)}::text AS value FROM ${ident(table)}
            WHERE ctid > $1::tid AND ${ident(column)}::text ~ $2
            ORDER BY ctid LIMIT $3 FOR UPDATE`,
          [after, stalePattern(kind, kid), batchSize],
        );
        for (const row of rows) {
          const next =
            kind === 'text'
              ? reseal(row.value)
              : row.value.replace(SEALED_IN_JSON, (_m, s: string) => `"${reseal(s)}"`);
          if (next !== row.value) {
            await tx.query(`UPDATE ${ident(table)} SET ${ident(column)} = $1${cast} WHERE ctid = $2::tid`, [
              next,
              row.tid,
            ]);
            count.rows++;
          }
        }
        if (rows.length) after = rows[rows.length - 1]!.tid;
        return rows.length < batchSize;
      });
      if (done) break;
    }
    if (count.values) {
      counts.push(count);
      opts.onColumn?.(count);
    }
  }
  return counts;
}

/** How many rows still hold a sealed value not under the current key (0 after a complete rotation). */
export async function rowsWithStaleSeals(db: Db, keys: DataKeys): Promise<number> {
  const kid = keyIdOf(keys.current);
  const columns = await sealableColumns(db);
  let n = 0;
  for (const { table_name, column_name, data_type } of columns) {
    const kind = data_type === 'json' || data_type === 'jsonb' ? 'json' : 'text';
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(table_name)} WHERE ${ident(column_name)}::text ~ $1`,
      [stalePattern(kind, kid)],
    );
    n += row?.n ?? 0;
  }
  return n;
}
