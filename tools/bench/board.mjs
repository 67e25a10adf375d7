#!/usr/bin/env node
// The group enrollment board at scale (issue 20, ADR 0021): group 4100 with a census of 10,000
// employees in every status. Seeds the census into the API's database, signs the group's
// administrator in, then measures get-enrollment-board (first page, a deep page, a name search,
// an employee-id search, a status filter) against the hello-world route of the same API process.
// Prints figures only (no pass/fail): p50/p95/p99 per call, with the machine's load average.
//   npm run bench:board                          PGlite (a temporary data directory)
//   DATABASE_URL=postgres://... npm run bench:board   PostgreSQL (a database you created for it)
// BENCH_EMPLOYEES (10000), BENCH_SECONDS (per call, 3), BENCH_CONNECTIONS (1).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { callOnce, percentile, runLoad, signInAs } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4540);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kira',
  'Luis',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Brown',
  'Patel',
  'Kim',
  'Lopez',
  'Davis',
  'Wilson',
  'Clark',
];

/** 10,000 employees of group 4100: a sixth invited, a sixth opened, a sixth waived, the rest not invited. */
async function seedCensus(query) {
  await query(
    `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, lang,
            employment_status, invited_at, opened_at, waived_at, waive_reason)
     SELECT 4100, 'B-' || i, ($1::text[])[1 + i % array_length($1::text[], 1)],
            ($2::text[])[1 + (i / 7) % array_length($2::text[], 1)] || i,
            date '1960-01-01' + (i % 15000), i % 2, 'employee' || i || '@bench.example', '30301',
            CASE WHEN i % 5 = 0 THEN 'es' ELSE 'en' END,
            CASE WHEN i % 50 = 0 THEN 'terminated' ELSE 'active' END,
            CASE WHEN i % 6 IN (1, 2, 3) THEN now() - interval '2 days' END,
            CASE WHEN i % 6 IN (2, 3) THEN now() - interval '1 day' END,
            CASE WHEN i % 6 = 3 THEN now() END,
            CASE WHEN i % 6 = 3 THEN 'cost' END
       FROM generate_series(0, $3 - 1) AS i
     ON CONFLICT (group_id, employee_id) DO NOTHING`,
    [FIRST, LAST, EMPLOYEES],
  );
  await query('VACUUM ANALYZE census_employees');
}

async function seedDatabase(pgliteDir) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await seedCensus((sql, params) => client.query(sql, params));
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    await seedCensus((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

const signInGroupAdmin = (port) => signInAs(port, 'hr@lakeside-mfg.example', 'demo-group-4100');

const dir = mkdtempSync(join(tmpdir(), 'bs-bench-board-'));
const env = { BENCH_HELLO: '1', ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: dir }) };
// First start: migrations and the demo seed; the census goes in while the API is down (PGlite
// allows one process per data directory); then the API runs on it.
let api = await startApi(PORT, env);
api.kill();
await new Promise((r) => api.once('exit', r));
const seedStarted = Date.now();
await seedDatabase(dir);
const seedSeconds = (Date.now() - seedStarted) / 1000;
api = await startApi(PORT, env);
try {
  const headers = { cookie: await signInGroupAdmin(PORT) };
  const board = (q) => `/api/v1/get-enrollment-board?group_id=4100&${q}`;
  const first = await callOnce(PORT, { path: board('page=1'), headers });
  if (first.status !== 200) throw new Error(`board: ${first.status} ${JSON.stringify(first.json)}`);
  const total = first.json.data.total;
  const deepest = Math.ceil(total / first.json.data.per_page);
  const calls = [
    ['hello-world (same process, baseline)', '/api/v1/bench-hello'],
    ['board: page 1, no filter', board('page=1')],
    [`board: last page (${deepest})`, board(`page=${deepest}`)],
    ['board: search "garcia", page 2', board('search=garcia&page=2')],
    ['board: search employee id "B-9999"', board('search=B-9999')],
    ['board: status waived, page 10', board('status=waived&page=10')],
  ];
  const loadBefore = loadavg()[0];
  const rows = [];
  for (const [name, path] of calls) {
    await runLoad({ port: PORT, connections: CONNECTIONS, seconds: 1, next: () => ({ path, headers }) });
    const r = await runLoad({
      port: PORT,
      connections: CONNECTIONS,
      seconds: SECONDS,
      next: () => ({ path, headers }),
      check: (_req, answer) => {
        if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status}`);
      },
    });
    const l = r.latencies.sort((a, b) => a - b);
    rows.push([name, l.length, ...[50, 95, 99].map((p) => percentile(l, p))]);
  }
  const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (data directory)';
  console.log(
    `database: ${db}; census of group 4100: ${total} employees (${EMPLOYEES} seeded in ${seedSeconds.toFixed(1)} s); ` +
      `${CONNECTIONS} connection(s), ${SECONDS} s per call`,
  );
  console.log(
    `machine load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after\n`,
  );
  console.log('| call | requests | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, n, p50, p95, p99] of rows)
    console.log(`| ${name} | ${n} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${p99.toFixed(2)} |`);
} finally {
  api.kill();
  await new Promise((r) => api.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
