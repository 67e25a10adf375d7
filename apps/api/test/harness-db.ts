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
 * CREATE DATABASE ... TEMPLATE, again while PostgreSQL says the template is in use (55006): with
 * parallel workers, another worker's copy of the same template can be under way.
 */
async function copyOfTemplate(run: (sql: string) => Promise<unknown>, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/** The worker's database `name`, copied from `template` unless it exists (a worker started again). */
export async function workerDatabase(name: string, template: string): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await copyOfTemplate((sql) => c.query(sql), name, template);
  } finally {
    await c.end();
  }
  return adminUrl(name);
}

export async function dropDatabasesStartingWith(prefix: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
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
  if (template) await copyOfTemplate(admin, name, template);
  else await admin(`CREATE DATABASE ${name}`);
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
