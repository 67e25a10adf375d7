import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Db } from '../src/db';
import { createPgDb } from '../src/db/pg';
import { createPgliteDb } from '../src/db/pglite';

export type Driver = 'pglite' | 'pg';

/** DATABASE_URL (any database) or PG* variables, defaulting to postgres@127.0.0.1:5432. */
export function adminUrl(database = 'postgres'): string {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${database}`;
    return u.toString();
  }
  const user = encodeURIComponent(process.env.PGUSER ?? 'postgres');
  const pass = process.env.PGPASSWORD ? `:${encodeURIComponent(process.env.PGPASSWORD)}` : '';
  return `postgres://${user}${pass}@${process.env.PGHOST ?? '127.0.0.1'}:${process.env.PGPORT ?? 5432}/${database}`;
}

export async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * A fresh database: PGlite in memory, or a throwaway `bs_test_<random>` PostgreSQL database;
 * empty, or a copy of `template` (test/db-templates.ts: a PGlite tarball or a PostgreSQL database).
 */
export async function createTestDb(
  driver: Driver,
  template = '',
): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const db = template
      ? await createPgliteDb('memory://', { loadDataDir: new Blob([await readFile(template)]) })
      : await createPgliteDb('memory://');
    return { db, drop: () => db.close() };
  }
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = adminUrl(name);
  const db = createPgDb(url, 4);
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
