#!/usr/bin/env node
// Census upload at scale (issue 20, ADR 0020): a generated 10,000-employee census of group 77 is
// previewed and confirmed through the real calls of the built API (apps/api/dist), on PGlite in
// memory and on PostgreSQL (a throwaway database on DATABASE_URL's server, else 127.0.0.1:5432,
// dropped after; skipped with a line when none answers). Then the same file again (all unchanged)
// and the file with every tenth row changed. Prints seconds and rows/s of each step.
// Aim: preview + confirm of 10,000 rows under 10 s.
//   npm run bench:census          BENCH_CENSUS_ROWS (10000), BENCH_PORT (4540)
import { randomBytes } from 'node:crypto';
import { callOnce, signInDemoRep } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4540);
const ROWS = Number(process.env.BENCH_CENSUS_ROWS ?? 10_000);
const AIM_SECONDS = 10;
const HEADER =
  'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier';
const FIRST = ['Ana', 'Ben', 'Carla', 'Diego', 'Elena', 'Farid', 'Grace', 'Hugo', 'Inés', 'Jamal'];
const LAST = ['García', 'Smith', 'Nguyen', 'Johnson', 'Brown', 'Patel', 'Kim', 'López', 'Davis'];
const ZIPS = ['10001', '10002', '11201', '07030', '06103', '19103', '30301', '33101', '94105', '98101'];

function census(tag, changedEvery = 0) {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    const p = (n) => String(n).padStart(2, '0');
    const first = FIRST[i % FIRST.length] + (changedEvery && i % changedEvery === 0 ? 'x' : '');
    lines.push(
      [
        `${tag}-${i}`,
        first,
        LAST[((i / 7) % LAST.length) | 0],
        `${p(1 + (i % 12))}/${p(1 + (i % 28))}/${1960 + (i % 40)}`,
        ['M', 'F', 'O'][i % 3],
        `${tag}.${i}@bench.example`,
        `212555${String(i % 10000).padStart(4, '0')}`,
        ZIPS[i % ZIPS.length],
        `01/${p(1 + (i % 28))}/2020`,
        i % 50 === 0 ? 'leave' : 'active',
        i % 4 === 0 ? 'es' : 'en',
        ['IO', 'IS', 'IC', 'IF', ''][i % 5],
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\r\n')).toString('base64');
}

/** The CSV's rows as a one-sheet workbook. */
async function xlsxOf(csvText) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Census');
  for (const line of csvText.split('\r\n')) sheet.addRow(line.split(','));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function call(name, body, cookie) {
  const { status, json } = await callOnce(PORT, {
    method: 'POST',
    path: `/api/v1/${name}`,
    body,
    headers: { cookie },
  });
  if (status !== 200) throw new Error(`${name}: ${status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - started) / 1000 };
}

const fmt = (s) => `${s.toFixed(2)} s`;
const rate = (s) => `${Math.round(ROWS / s).toLocaleString('en-US')} rows/s`;

async function run(label, env) {
  const api = await startApi(PORT, env);
  try {
    const cookie = await signInDemoRep(PORT);
    const tag = `bench${randomBytes(3).toString('hex')}`;
    const file = census(tag);
    const upload = (content_base64) =>
      call('preview-census', { group_id: 77, file_name: 'census.csv', content_base64 }, cookie);
    const first = await timed(() => upload(file));
    if (first.value.counts.add !== ROWS) throw new Error(`preview: ${JSON.stringify(first.value.counts)}`);
    const commit = await timed(() =>
      call('commit-census', { group_id: 77, preview_id: first.value.preview_id }, cookie),
    );
    const again = await timed(() => upload(file));
    if (again.value.counts.unchanged !== ROWS)
      throw new Error(`re-upload: ${JSON.stringify(again.value.counts)}`);
    const changed = await timed(() => upload(census(tag, 10)));
    const commit2 = await timed(() =>
      call('commit-census', { group_id: 77, preview_id: changed.value.preview_id }, cookie),
    );
    // The same employees as an Excel workbook (a new tag, so they are added again).
    const book = await xlsxOf(Buffer.from(census(`${tag}x`), 'base64').toString('utf8'));
    const xlsx = await timed(() =>
      call(
        'preview-census',
        { group_id: 77, file_name: 'census.xlsx', content_base64: book.toString('base64') },
        cookie,
      ),
    );
    if (xlsx.value.counts.add !== ROWS) throw new Error(`xlsx preview: ${JSON.stringify(xlsx.value.counts)}`);
    const xlsxCommit = await timed(() =>
      call('commit-census', { group_id: 77, preview_id: xlsx.value.preview_id }, cookie),
    );
    const total = first.seconds + commit.seconds;
    console.log(
      `\n${label}: ${ROWS.toLocaleString('en-US')} employees (${(Buffer.from(file, 'base64').length / 1e6).toFixed(2)} MB CSV)`,
    );
    console.log(`  preview (new census)         ${fmt(first.seconds).padStart(9)}  ${rate(first.seconds)}`);
    console.log(
      `  confirm (${commit.value.added} added)         ${fmt(commit.seconds).padStart(9)}  ${rate(commit.seconds)}`,
    );
    console.log(
      `  preview + confirm            ${fmt(total).padStart(9)}  ${rate(total)}  (aim < ${AIM_SECONDS} s: ${total < AIM_SECONDS ? 'met' : 'NOT met'})`,
    );
    console.log(`  re-upload, all unchanged     ${fmt(again.seconds).padStart(9)}  ${rate(again.seconds)}`);
    console.log(
      `  preview + confirm, ${commit2.value.updated} changed ${fmt(changed.seconds + commit2.seconds).padStart(9)}`,
    );
    const xt = xlsx.seconds + xlsxCommit.seconds;
    console.log(
      `  XLSX (${(book.length / 1e6).toFixed(2)} MB), preview + confirm ${fmt(xt).padStart(9)}  ${rate(xt)}`,
    );
  } finally {
    api.kill();
    await new Promise((r) => api.once('exit', r));
  }
}

await run('PGlite (in memory)', { PGLITE_DIR: 'memory://' });

const { default: pg } = await import('pg');
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bs_bench_census_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (err) {
  console.log(
    `\nPostgreSQL: skipped, nothing answers at ${server.replace(/:[^:@/]*@/, '@')} (${err.message})`,
  );
  process.exit(0);
}
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(server);
  url.pathname = `/${name}`;
  await run('PostgreSQL', { DATABASE_URL: url.toString(), PGLITE_DIR: '' });
} finally {
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
