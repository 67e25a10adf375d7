import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock } from './data-dir-lock';
import { trimParsers } from './pglite-parsers';
import { preparedStatements } from './pglite-prepared';
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

/**
 * Embedded PostgreSQL (WASM) in a local directory, or `memory://` for tests. A directory belongs
 * to one process (see data-dir-lock.ts): a second one fails here with DataDirInUseError.
 */
export async function createPgliteDb(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  let pg: PGlite;
  try {
    if (!inMemory) mkdirSync(dataDir, { recursive: true });
    // pg_trgm: the member search index (migration 0010), as on PostgreSQL.
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    await trimParsers(pg);
  } catch (err) {
    lock?.release();
    throw err;
  }
  return {
    driver: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
    queryPrepared: preparedStatements(pg),
    dumpDataDir: () => pg.dumpDataDir('none'),
    listen: async (channel, onNotify) => {
      await pg.listen(channel, (payload) => onNotify(payload));
    },
  };
}
