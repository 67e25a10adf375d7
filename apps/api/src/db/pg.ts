import pg from 'pg';
import type { Db, Queryable, Row } from './types';
import { classify, DatabaseUnavailableError } from './unavailable';

type Conn = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
const wrap = (conn: Conn): Queryable => ({
  async query<T extends Row>(sql: string, params: unknown[] = []) {
    try {
      return (await conn.query(sql, params)).rows as T[];
    } catch (err) {
      throw classify(err);
    }
  },
  async exec(sql: string) {
    // No parameters: pg uses the simple protocol, which accepts several statements.
    try {
      await conn.query(sql);
    } catch (err) {
      throw classify(err);
    }
  },
});

export type PgTimeouts = { connectTimeoutMs?: number; queryTimeoutMs?: number };

/**
 * A real PostgreSQL through a pg Pool (DATABASE_URL). Every wait on the database is bounded:
 * connecting (and waiting for a free pooled connection), each statement (server side, and client
 * side for a network that silently drops packets), and a transaction left idle by a dead client.
 * Connection failures surface as DatabaseUnavailableError (503); the pool reconnects by itself
 * once the database is back.
 */
export function createPgDb(connectionString: string, max = 10, timeouts: PgTimeouts = {}): Db {
  const { connectTimeoutMs = 3000, queryTimeoutMs = 5000 } = timeouts;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  return {
    driver: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw classify(err);
      }
      // A checked-out client has no pool listener: without this, its connection dropping between
      // two statements would be an unhandled 'error' event and end the process.
      const onError = () => undefined;
      client.on('error', onError);
      let broken: unknown;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        const failure = classify(err);
        // Rolling back over a dead connection would only wait for another timeout.
        if (failure instanceof DatabaseUnavailableError) broken = failure;
        else await client.query('ROLLBACK').catch((e: unknown) => (broken = e));
        throw failure;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed instead of going back to the pool.
        client.release(broken ? (broken as Error) : undefined);
      }
    },
    close: () => pool.end(),
    // pg prepares a named statement once per pooled connection and reuses it afterwards.
    queryPrepared: async <T extends Row>(name: string, text: string, values: unknown[] = []) => {
      try {
        return (await pool.query({ name, text, values })).rows as T[];
      } catch (err) {
        throw classify(err);
      }
    },
  };
}
