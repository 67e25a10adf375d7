import { randomBytes } from 'node:crypto';
import type { Queryable } from '../src/db';
import { createSession } from '../src/kernel/access/session.repository';
import { cookieOf } from './sign-in';

/**
 * Census rows straight into census_employees (the upload is another feature): each with a fresh
 * employee id and e-mail, so suites on the shared database never collide.
 */
export type CensusSeed = {
  first_name?: string;
  last_name?: string;
  dob?: string;
  gender?: number;
  zip?: string;
  lang?: 'en' | 'es';
  tier?: string | null;
  employment_status?: 'active' | 'leave' | 'terminated';
  email?: string;
  /** The census hire date (YYYY-MM-DD): a recent one opens a new hire's window in a closed group. */
  hire_date?: string | null;
};

export async function insertCensus(db: Queryable, groupId: number, rows: CensusSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const tag = randomBytes(4).toString('hex');
    const [row] = await db.query<{ census_id: number }>(
      `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, lang, tier, employment_status, hire_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING census_id::int AS census_id`,
      [
        groupId,
        `E-${tag}`,
        r.first_name ?? 'Ana',
        r.last_name ?? `Tester ${tag}`,
        r.dob ?? '1985-04-12',
        r.gender ?? 1,
        r.email ?? `ana.${tag}@example.com`,
        r.zip ?? '30301',
        r.lang ?? 'en',
        r.tier === undefined ? 'IO' : r.tier,
        r.employment_status ?? 'active',
        r.hire_date ?? null,
      ],
    );
    ids.push(row!.census_id);
  }
  return ids;
}

/** A session of the account with this e-mail (a demo group administrator or rep), made in the database. */
export async function sessionOf(db: Queryable, email: string) {
  const [row] = await db.query<{ account_id: number }>(
    'SELECT account_id::int AS account_id FROM accounts WHERE email = $1',
    [email],
  );
  return cookieOf(await createSession(db, { account_id: row!.account_id }));
}

export const GROUP_4100_ADMIN = 'hr@lakeside-mfg.example';
export const GROUP_4200_ADMIN = 'hr@summit-hospitality.example';
export const REP_20417 = 'dana.whitfield@harbor-benefits.example';

/** The link's token out of a mail's text (`/invitation/<43 chars>`). */
export const tokenIn = (text: string) => /\/invitation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
