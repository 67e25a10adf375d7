#!/usr/bin/env node
// Uploads cannot hurt anyone else (issue 26, ADR 0025): a shopper's cheap read (get-default-info)
// timed one after another on the built API (apps/api/dist), idle, then while the hostile workbook
// (400 MB of shared strings in about 1 MB) is uploaded again and again, then during the preview
// of the largest legitimate census (20,000 rows) as CSV and as XLSX. Prints p50/p99 and their
// ratios against idle, and each upload's own time; PGlite in memory, and PostgreSQL when
// DATABASE_URL is set (a throwaway database on that server, dropped after). Figures, no verdict.
//   npm run bench:uploads          BENCH_PORT (4541), BENCH_IDLE_SECONDS (3)
import { randomBytes } from 'node:crypto';
import { inflatingXlsx } from '../../apps/api/test/hostile-files.ts';
import { callOnce, percentile, signInDemoRep } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4541);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 3);
const ROWS = 20_000;
const HEADER =
  'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier';

function censusCsv(tag) {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `${tag}-${i},Ana${i % 97},Lee,04/${String(1 + (i % 28)).padStart(2, '0')}/1985,F,${tag}.${i}@bench.example,2125550100,10001,01/02/2020,active,en,IO`,
    );
  return lines.join('\r\n');
}

async function xlsxOf(csvText) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Census');
  for (const line of csvText.split('\r\n')) sheet.addRow(line.split(','));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** get-default-info one after another until `until` settles (or for `seconds`): latencies in ms. */
async function probe({ until, seconds }) {
  const samples = [];
  let done = false;
  until?.finally(() => (done = true));
  const end = seconds ? performance.now() + seconds * 1000 : Infinity;
  while (!done && performance.now() < end) {
    const t = performance.now();
    const { status } = await callOnce(PORT, { method: 'GET', path: '/api/v1/get-default-info' });
    if (status !== 200) throw new Error(`get-default-info answered ${status}`);
    samples.push(performance.now() - t);
  }
  return samples.sort((a, b) => a - b);
}

async function preview(cookie, group, fileName, bytes) {
  const t = performance.now();
  const { status, json } = await callOnce(PORT, {
    method: 'POST',
    path: '/api/v1/preview-census',
    body: { group_id: group, file_name: fileName, content_base64: bytes.toString('base64') },
    headers: { cookie },
  });
  return { status, json, ms: performance.now() - t };
}

async function run(label, env) {
  const bomb = await inflatingXlsx();
  const csv = Buffer.from(censusCsv(`bu${randomBytes(3).toString('hex')}`));
  const xlsx = await xlsxOf(censusCsv(`bx${randomBytes(3).toString('hex')}`));
  const api = await startApi(PORT, env);
  try {
    const cookie = await signInDemoRep(PORT);
    // Warm both sides (the worker starts on the first file) before anything is timed.
    await preview(
      cookie,
      77,
      'warm.csv',
      Buffer.from(`${HEADER}\r\nw-1,Ana,Lee,04/15/1985,F,w1@bench.example,,10001,,,,`),
    );
    await probe({ seconds: 1 });
    const rows = [];
    const idle = await probe({ seconds: IDLE_SECONDS });
    rows.push(['idle', idle, null]);
    // The hostile file, five times in a row (each answers in well under a second).
    const hostile = (async () => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await preview(cookie, 1929, 'census.xlsx', bomb));
      return answers;
    })();
    const duringHostile = await probe({ until: hostile });
    const h = await hostile;
    rows.push([
      `hostile xlsx x5 (${(bomb.length / 1e6).toFixed(2)} MB, ${h.map((a) => a.status).join('/')})`,
      duringHostile,
      h.reduce((s, a) => s + a.ms, 0) / h.length,
    ]);
    for (const [name, bytes] of [
      [`20,000-row CSV (${(csv.length / 1e6).toFixed(2)} MB)`, csv],
      [`20,000-row XLSX (${(xlsx.length / 1e6).toFixed(2)} MB)`, xlsx],
    ]) {
      const upload = preview(cookie, 77, name.includes('CSV') ? 'census.csv' : 'census.xlsx', bytes);
      const samples = await probe({ until: upload });
      const u = await upload;
      if (u.status !== 200 || u.json.data.counts.add !== ROWS)
        throw new Error(`${name}: ${u.status} ${JSON.stringify(u.json).slice(0, 200)}`);
      rows.push([name, samples, u.ms]);
    }
    const p50 = percentile(idle, 50);
    const p99 = percentile(idle, 99);
    console.log(`\n${label}: get-default-info, one request at a time`);
    console.log(
      `  ${'while'.padEnd(42)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ×idle p50/p99   upload`,
    );
    for (const [name, s, ms] of rows) {
      const a = percentile(s, 50);
      const b = percentile(s, 99);
      console.log(
        `  ${name.padEnd(42)} ${String(s.length).padStart(5)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)}  ${(a / p50).toFixed(1).padStart(5)} / ${(b / p99).toFixed(1).padEnd(6)} ${ms == null ? '' : `${(ms / 1000).toFixed(2)} s`}`,
      );
    }
  } finally {
    api.kill();
    await new Promise((r) => api.once('exit', r));
  }
}

await run('PGlite (in memory)', { PGLITE_DIR: 'memory://' });

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `bs_bench_uploads_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    await run('PostgreSQL', { DATABASE_URL: url.toString(), PGLITE_DIR: '' });
  } finally {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log('\nPostgreSQL: skipped (set DATABASE_URL to run it there too)');
