import type { Queryable } from '../db';

/**
 * A demo census for group 4100 (Lakeside Manufacturing), so the enrollment board of `npm start`
 * is not empty: twelve employees, two answering in Spanish, one terminated (not eligible), one on
 * leave. All start not invited; the board invites them. Inserted once: a re-seed keeps progress.
 */
const EMPLOYEES: [
  id: string,
  first: string,
  last: string,
  dob: string,
  gender: number,
  lang: 'en' | 'es',
  status: string,
][] = [
  ['LK-1001', 'Ana', 'Rivera', '1988-03-14', 1, 'es', 'active'],
  ['LK-1002', 'Ben', 'Okafor', '1979-11-02', 0, 'en', 'active'],
  ['LK-1003', 'Carla', 'Mendes', '1992-07-21', 1, 'en', 'active'],
  ['LK-1004', 'David', 'Nguyen', '1985-01-09', 0, 'en', 'active'],
  ['LK-1005', 'Elena', 'Castillo', '1990-05-30', 1, 'es', 'active'],
  ['LK-1006', 'Frank', 'Schultz', '1968-09-17', 0, 'en', 'leave'],
  ['LK-1007', 'Grace', 'Kim', '1995-12-03', 1, 'en', 'active'],
  ['LK-1008', 'Hassan', 'Ali', '1983-04-25', 0, 'en', 'active'],
  ['LK-1009', 'Irene', 'Walsh', '1976-08-11', 1, 'en', 'active'],
  ['LK-1010', 'Jamal', 'Brooks', '1987-02-19', 0, 'en', 'active'],
  ['LK-1011', 'Keiko', 'Tanaka', '1991-10-07', 1, 'en', 'active'],
  ['LK-1012', 'Luis', 'Ortega', '1972-06-28', 0, 'en', 'terminated'],
];

export async function seedDemoCensus(tx: Queryable): Promise<void> {
  for (const [id, first, last, dob, gender, lang, status] of EMPLOYEES)
    await tx.query(
      `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, lang, tier, employment_status, hire_date)
       VALUES (4100, $1, $2, $3, $4, $5, $6, '30301', $7, 'IO', $8, '2020-01-06')
       ON CONFLICT (group_id, employee_id) DO NOTHING`,
      [id, first, last, dob, gender, `${first}.${last}@lakeside-mfg.example`.toLowerCase(), lang, status],
    );
}
