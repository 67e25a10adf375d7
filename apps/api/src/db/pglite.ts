import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './types';

type PgliteLike = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
};

const wrap = (conn: PgliteLike): Queryable => ({
  async query<T extends Row>(sql: string, params: unknown[] = []) {
    return (await conn.query<T>(sql, params)).rows;
  },
  async exec(sql: string) {
    await conn.exec(sql);
  },
});

/** Embedded PostgreSQL (WASM) in a local directory, or `memory://` for tests. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    driver: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
