import pg from 'pg';
import type { Db, Queryable, Row } from './types';

type Conn = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
const wrap = (conn: Conn): Queryable => ({
  async query<T extends Row>(sql: string, params: unknown[] = []) {
    return (await conn.query(sql, params)).rows as T[];
  },
  async exec(sql: string) {
    // No parameters: pg uses the simple protocol, which accepts several statements.
    await conn.query(sql);
  },
});

/** A real PostgreSQL through a pg Pool (DATABASE_URL). */
export function createPgDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  return {
    driver: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
