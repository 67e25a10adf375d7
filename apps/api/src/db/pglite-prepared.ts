import { protocol, types, type PGlite } from '@electric-sql/pglite';
import type { Row } from './types';

type Field = { name: string; dataTypeID: number };
type Message = { name: string; fields?: unknown[] };

const { serialize } = protocol;
const concat = (parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));

/** A parameter as PostgreSQL's text input: (one-dimensional) arrays as array literals, elements quoted. */
const toText = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (!Array.isArray(v)) return String(v);
  const item = (x: unknown) =>
    x === null || x === undefined ? 'NULL' : `"${String(x).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${v.map(item).join(',')}}`;
};

/**
 * Named prepared statements on PGlite. `PGlite.query` parses, plans and describes every statement
 * anew in six protocol round trips; a hot read prepared here is parsed and described once per
 * process and then costs one round trip (Bind, Execute, Sync), with PostgreSQL's plan cache.
 * Values are sent and read as text and parsed with the instance's parsers, as `query` does.
 * Runs under PGlite's own locks, so it never interleaves with a query or an open transaction.
 */
export function preparedStatements(pg: PGlite) {
  const described = new Map<string, Field[]>();
  const parse = (value: unknown, oid: number) => {
    if (value === null) return null;
    const parser = pg.parsers[oid] ?? types.parsers[oid];
    return parser ? parser(value as string, oid) : value;
  };

  async function prepare(name: string, sql: string): Promise<Field[]> {
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = (messages as unknown as Message[]).find((m) => m.name === 'rowDescription');
    const fields = ((description?.fields ?? []) as Field[]).map(({ name: n, dataTypeID }) => ({
      name: n,
      dataTypeID,
    }));
    described.set(name, fields);
    return fields;
  }

  return async function queryPrepared<T extends Row>(
    name: string,
    sql: string,
    params: unknown[] = [],
  ): Promise<T[]> {
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const fields = described.get(name) ?? (await prepare(name, sql));
        const values = params.map(toText);
        const { messages } = await pg.execProtocol(
          concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        const rows: T[] = [];
        for (const m of messages as unknown as Message[]) {
          if (m.name !== 'dataRow') continue;
          const row: Row = {};
          m.fields!.forEach((v, i) => (row[fields[i]!.name] = parse(v, fields[i]!.dataTypeID)));
          rows.push(row as T);
        }
        return rows;
      }),
    );
  };
}
