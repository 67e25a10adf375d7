import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';
export { migrate } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in `pgliteDir`. */
export async function createDb(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  dbConnectTimeoutMs?: number;
  dbQueryTimeoutMs?: number;
}): Promise<Db> {
  return opts.databaseUrl
    ? createPgDb(opts.databaseUrl, 10, {
        connectTimeoutMs: opts.dbConnectTimeoutMs,
        queryTimeoutMs: opts.dbQueryTimeoutMs,
      })
    : createPgliteDb(opts.pgliteDir);
}

/** Largest value of a PostgreSQL `integer` column: bigger ids cannot exist, so lookups skip the query. */
export const MAX_INT = 2_147_483_647;
export const isDbInt = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_INT;
