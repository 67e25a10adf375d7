#!/usr/bin/env node
// How long the payroll deduction file takes for a large group (issue 28, ADR 0033): seeds
// BENCH_EMPLOYEES employees of Northwind (group 77, biweekly, 50% of employee-only dental up to
// $20) with a census row and BrightSmile dental each, then times, on PGlite in memory and on
// PostgreSQL (a throwaway database on DATABASE_URL's server, else 127.0.0.1:5432, dropped after;
// skipped with a line when none answers): the first full file, a changes-only file after 1% of
// the coverages changed price, and writing the full file as CSV, Excel and fixed width.
// Prints milliseconds, lines per second, and PostgreSQL's time as a ratio of PGlite's; then the
// Excel writer alone on PGlite's full file, in a child process (lib/xlsx-memory.mjs), at 1x and
// 5x the lines: its time and peak RSS, so a writer whose memory grows with the rows shows it.
//   npm run bench:payroll          BENCH_EMPLOYEES (10000)
// Runs the API's own code from source (tsx), not over HTTP.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createPgDb } from '../../apps/api/src/db/pg.ts';
import { createPgliteDb } from '../../apps/api/src/db/pglite.ts';
import { seed } from '../../apps/api/src/seed/index.ts';
import { loadAllTenants } from '../../apps/api/src/tenants/load-tenants.ts';
import { payDatesInPlanYear } from '../../apps/api/src/kernel/pay/pay-frequency.ts';
import { scheduleOn } from '../../apps/api/src/kernel/pay/pay-terms.repository.ts';
import {
  buildPayrollFile,
  renderPayrollFile,
} from '../../apps/api/src/modules/payroll/payroll-file.service.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const FIRST_ID = 3_000_000;
const config = loadConfig({});

function adminUrl(database) {
  const u = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  u.pathname = `/${database}`;
  return u.toString();
}
async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl('postgres') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const ms = (t) => performance.now() - t;

async function run(db) {
  await migrate(db);
  await seed(db, {
    tenants: loadAllTenants(config.tenantsDir),
    codePepper: config.codePepper,
    dataKey: config.dataKey,
  });
  let t = performance.now();
  await db.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id)
     SELECT $1 + i, 'Bench', 'Employee' || i, 'pay' || i || '@bench.example', date '1960-01-01' + (i % 15000), 10109, 77
       FROM generate_series(0, $2 - 1) AS i`,
    [FIRST_ID, EMPLOYEES],
  );
  await db.query(
    `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, member_user_id)
     SELECT 77, 'NWB-' || i, 'Bench', 'Employee' || i, date '1960-01-01' + (i % 15000), i % 2, 'pay' || i || '@bench.example', '10001', $1 + i
       FROM generate_series(0, $2 - 1) AS i`,
    [FIRST_ID, EMPLOYEES],
  );
  const year = new Date().getUTCFullYear();
  await db.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, price_cents)
     SELECT $1 + i, 1001, 'ACTIVE', 'PAY-' || i, $3::date, 3499 FROM generate_series(0, $2 - 1) AS i`,
    [FIRST_ID, EMPLOYEES, `${year}-01-01`],
  );
  // As autovacuum would after a bulk load: the planner sees the group's real size.
  await db.query('ANALYZE members, member_plans, census_employees');
  const seeded = ms(t);
  const schedule = await scheduleOn(db, 77, `${year}-06-01`);
  const payDates = payDatesInPlanYear(schedule);
  const out = { seeded };

  t = performance.now();
  const full = await buildPayrollFile(db, { groupId: 77, payDate: payDates[10], mode: 'full', by: 'bench' });
  out.full = ms(t);
  out.lines = full.lines.length;

  await db.query(
    `UPDATE member_plans SET price_cents = 4899 WHERE user_id >= $1 AND (user_id - $1) % 100 = 0`,
    [FIRST_ID],
  );
  t = performance.now();
  const changes = await buildPayrollFile(db, {
    groupId: 77,
    payDate: payDates[11],
    mode: 'changes',
    by: 'bench',
  });
  out.changes = ms(t);
  out.changed = changes.counts.changed;

  for (const format of ['csv', 'xlsx', 'fixed']) {
    t = performance.now();
    const f = await renderPayrollFile(full, format, 'en');
    out[format] = ms(t);
    out[`${format}Bytes`] = f.body.length;
  }
  out.lineList = full.lines;
  return out;
}

function report(driver, r) {
  const rate = (n, t) => Math.round((n / t) * 1000).toLocaleString('en-US');
  console.log(`\n${driver}: ${EMPLOYEES} employees seeded in ${r.seeded.toFixed(0)} ms`);
  console.log(
    `  full file        ${r.full.toFixed(0).padStart(6)} ms  ${r.lines} lines  ${rate(r.lines, r.full)} lines/s`,
  );
  console.log(`  changes file     ${r.changes.toFixed(0).padStart(6)} ms  ${r.changed} changed lines`);
  for (const f of ['csv', 'xlsx', 'fixed'])
    console.log(
      `  write ${f.padEnd(10)} ${r[f].toFixed(0).padStart(6)} ms  ${(r[`${f}Bytes`] / 1024).toFixed(0)} KB`,
    );
}

const results = {};
{
  const db = await createPgliteDb('memory://');
  try {
    results.pglite = await run(db);
    report('PGlite (memory)', results.pglite);
  } finally {
    await db.close();
  }
}
{
  const name = `bs_bench_${randomBytes(5).toString('hex')}`;
  let created = false;
  try {
    await admin(`CREATE DATABASE ${name}`);
    created = true;
  } catch (e) {
    console.log(`\nPostgreSQL: skipped (${e.message})`);
  }
  if (created) {
    const db = createPgDb(adminUrl(name), 4);
    try {
      results.pg = await run(db);
      report('PostgreSQL', results.pg);
    } finally {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
{
  const dir = mkdtempSync(join(tmpdir(), 'bs-bench-xlsx-'));
  try {
    const file = join(dir, 'lines.json');
    writeFileSync(file, JSON.stringify(results.pglite.lineList));
    console.log('\nExcel writer alone (child process):');
    for (const scale of [1, 5]) {
      const child = new URL('./lib/xlsx-memory.mjs', import.meta.url).pathname;
      const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', child, file, String(scale)], {
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(r.stderr);
      const m = JSON.parse(r.stdout.trim().split('\n').at(-1));
      console.log(
        `  ${String(m.lines).padStart(6)} lines  ${m.ms.toFixed(0).padStart(6)} ms  ${(m.bytes / 1024).toFixed(0)} KB` +
          `  RSS before ${mb(m.rssBefore)}, while writing at most ${mb(m.rssWriting)} (+${mb(m.rssWriting - m.rssBefore)}),` +
          ` process peak ${mb(m.peakRss)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`\nbenchmark process peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
if (results.pg)
  console.log(
    `\nPostgreSQL / PGlite: full ${(results.pg.full / results.pglite.full).toFixed(2)}x, changes ${(results.pg.changes / results.pglite.changes).toFixed(2)}x`,
  );
