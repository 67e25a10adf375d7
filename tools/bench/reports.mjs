#!/usr/bin/env node
// Enrollment reports on a big book (issue 21, ADR 0023): seeds 100,000 completed enrollments
// (plus 30,000 that stopped earlier, for the funnel) with one or two cart lines each, spread over
// the last year, agents 10109/20417 and groups 77/1929/3050/4100/4200, by multi-row INSERT ...
// SELECT generate_series (no API calls); then times every report through the API (get-report),
// for the platform administrator (every enrollment) and the rep of agent 10109 (their book), over
// the last 365 and the last 90 days, on PGlite and on PostgreSQL, in the same run.
// Target: each report under 300 ms on PostgreSQL. Prints figures; asserts nothing about time.
//   npm run bench:reports
// BENCH_ENROLLMENTS (100000), BENCH_REPEAT (7 timed calls per report, after one warm-up),
// BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres: where a throwaway database is
// created and dropped), BENCH_ONLY (pglite | pg).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH, percentile, signInAs } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4560);
const N = Number(process.env.BENCH_ENROLLMENTS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY;
const TARGET_MS = 300;
const REPORTS = ['by-week', 'by-month', 'by-plan', 'by-rep', 'by-group', 'by-tenant', 'funnel', 'premium'];

/**
 * The book: enrollment i (0..N-1) completed, i >= N started only. Agents and groups in the proportions
 * of a small agency; timestamps spread over 365 days before now; plans from the seeded catalogue.
 */
async function seedBook(query) {
  const total = N + Math.round(N * 0.3);
  await query(
    `INSERT INTO enrollments (enrollment_id, eprocess, agent_id, group_id, filter_info, created_at, checked_out_at, completed_at)
     SELECT 'bench-report-' || lpad(i::text, 9, '0'), 'rep',
            (ARRAY[10109, 10109, 20417, 20417, 20417])[1 + i % 5],
            (ARRAY[77, 1929, 3050, 4100, 4200])[1 + i % 5],
            '{}'::jsonb,
            now() - ((i * 7919) % 365) * interval '1 day' - (i % 86400) * interval '1 second',
            CASE WHEN i < $1 OR i % 3 = 0 THEN now() - ((i * 7919) % 365) * interval '1 day' + interval '1 hour' END,
            CASE WHEN i < $1 THEN now() - ((i * 7919) % 365) * interval '1 day' + interval '2 hours' END
       FROM generate_series(0, $2 - 1) AS i
     ON CONFLICT (enrollment_id) DO NOTHING`,
    [N, total],
  );
  const plans = (await query('SELECT plan_id FROM plans ORDER BY plan_id LIMIT 12')).map((r) => r.plan_id);
  await query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents)
     SELECT 'bench-report-' || lpad(i::text, 9, '0'), ($1::int[])[1 + i % array_length($1::int[], 1)], 1, 1500 + (i % 50) * 100
       FROM generate_series(0, $2 - 1) AS i WHERE i % 10 <> 9
     UNION ALL
     SELECT 'bench-report-' || lpad(i::text, 9, '0'), ($1::int[])[1 + (i + 5) % array_length($1::int[], 1)], 1, 900
       FROM generate_series(0, $2 - 1) AS i WHERE i % 2 = 0
     ON CONFLICT DO NOTHING`,
    [plans, total],
  );
  // As autovacuum leaves tables in steady state: statistics and the visibility map.
  await query('VACUUM ANALYZE enrollments');
  await query('VACUUM ANALYZE cart_items');
}

const signIn = (email, password) => signInAs(PORT, email, password);

const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Wall time of one get-report through HTTP on loopback, with the rows it answered. */
async function timeReport(cookie, report, days) {
  const now = Date.now();
  const q = new URLSearchParams({ report, from: day(now - (days - 1) * 86_400_000), to: day(now) });
  const started = process.hrtime.bigint();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/get-report?${q}`, {
    headers: { authorization: AUTH, cookie },
  });
  const body = await res.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status !== 200) throw new Error(`${report}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, data: body.data };
}

async function measure(label) {
  const who = {
    'platform administrator': await signIn('admin@benefit-store.example', 'demo-platform-admin'),
    'rep 10109 (book)': await signIn('jordan.avery@summit-benefits.example', 'demo-rep-10109'),
  };
  const rows = [];
  for (const [person, cookie] of Object.entries(who))
    for (const days of [365, 90])
      for (const report of REPORTS) {
        const warm = await timeReport(cookie, report, days);
        const times = [];
        for (let i = 0; i < REPEAT; i++) times.push((await timeReport(cookie, report, days)).ms);
        times.sort((a, b) => a - b);
        const counted =
          report === 'funnel'
            ? warm.data.rows[0].values[0]
            : report === 'by-plan' || report === 'premium'
              ? null
              : warm.data.rows.reduce((s, r) => s + r.values[0], 0);
        rows.push({ person, days, report, p50: percentile(times, 50), max: times.at(-1), counted });
      }
  console.log(`\n### ${label}\n`);
  console.log('| who | range | report | enrollments counted | p50 ms | max ms | target |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | --- |');
  for (const r of rows)
    console.log(
      `| ${r.person} | last ${r.days} days | ${r.report} | ${r.counted ?? ''} | ${r.p50.toFixed(1)} | ${r.max.toFixed(1)} | ${
        label.startsWith('PostgreSQL') ? (r.max < TARGET_MS ? 'met' : 'NOT met') : ''
      } |`,
    );
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'bs-bench-reports-'));
  const env = { PGLITE_DIR: dir };
  try {
    // First start: migrations and the demo seed; the book goes in while the API is down (PGlite
    // allows one process per data directory); then the API runs on it.
    let api = await startApi(PORT, env);
    api.kill();
    await new Promise((r) => api.once('exit', r));
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    const started = Date.now();
    try {
      await seedBook(async (sql, params) => (await db.query(sql, params)).rows);
    } finally {
      await db.close();
    }
    const seeded = (Date.now() - started) / 1000;
    api = await startApi(PORT, env);
    try {
      await measure(`PGlite (data directory; ${N} completed enrollments seeded in ${seeded.toFixed(1)} s)`);
    } finally {
      api.kill();
      await new Promise((r) => api.once('exit', r));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const { default: pg } = await import('pg');
  const name = `bs_bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  try {
    let api = await startApi(PORT, { DATABASE_URL: url.toString() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const started = Date.now();
    try {
      await seedBook(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
    const seeded = (Date.now() - started) / 1000;
    // Restarted so the API's pool plans against the fresh statistics.
    api.kill();
    await new Promise((r) => api.once('exit', r));
    api = await startApi(PORT, { DATABASE_URL: url.toString() });
    try {
      await measure(`PostgreSQL (${N} completed enrollments seeded in ${seeded.toFixed(1)} s)`);
    } finally {
      api.kill();
      await new Promise((r) => api.once('exit', r));
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `get-report through HTTP on loopback, ${REPEAT} timed calls per report after one warm-up; ` +
    `machine load average (1 min) ${loadavg()[0].toFixed(1)}; target: each under ${TARGET_MS} ms on PostgreSQL`,
);
if (ONLY !== 'pg') await onPglite();
if (ONLY !== 'pglite') await onPostgres();
