#!/usr/bin/env node
// The current-members table of a large book (issue 11): a rep with 10,000 members searches and
// pages on the server. Seeds 10,000 members for agent 10109 into the API's database, signs the
// rep in, then measures get-agent-members (first page, a name search, page 2 of a search, an
// e-mail search, a deep page) against the hello-world route of the same API process, in the same
// run, in interleaved rounds. Loopback only, bounded in time.
// Target: every member-table call p50 <= 20 ms for one rep at a time (BENCH_CONNECTIONS=1; raise it
// to see the calls under concurrent reps). p95/p99 are printed with the machine's load average.
//   npm run bench:members                          PGlite (a temporary data directory)
//   DATABASE_URL=postgres://... npm run bench:members   PostgreSQL (a database you created for it)
// BENCH_MEMBERS (10000), BENCH_SECONDS (per call and round, 3), BENCH_ROUNDS (3), BENCH_CONNECTIONS (1).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { callOnce, percentile, runLoad, signInDemoRep } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4530);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P50_MS = 20;
const FIRST_ID = 1_000_000;

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
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'Hernandez',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
];

/** 10,000 members of agent 10109 (group 77), one plan each, the SSN sealed like a real row's. */
async function seedBook(query) {
  await query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, ssn_enc, gender, zip)
     SELECT $1 + i,
            ($2::text[])[1 + i % array_length($2::text[], 1)],
            ($3::text[])[1 + (i / 7) % array_length($3::text[], 1)] || CASE WHEN i % 3 = 0 THEN 'son' ELSE '' END,
            'member' || i || '@bench.example',
            date '1960-01-01' + (i % 15000),
            10109, 77,
            (SELECT ssn_enc FROM members WHERE user_id = 5001),
            i % 2, '10001'
       FROM generate_series(0, $4 - 1) AS i
     ON CONFLICT (user_id) DO NOTHING`,
    [FIRST_ID, FIRST, LAST, MEMBERS],
  );
  await query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id)
     SELECT user_id, 1001, CASE WHEN user_id % 5 = 0 THEN 'TERMED' ELSE 'ACTIVE' END, 'POL-' || user_id
       FROM members WHERE user_id >= $1 ON CONFLICT DO NOTHING`,
    [FIRST_ID],
  );
  // As autovacuum leaves a table in steady state: statistics and the visibility map.
  await query('VACUUM ANALYZE members');
  await query('VACUUM ANALYZE member_plans');
}

async function seedDatabase(pgliteDir) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await seedBook((sql, params) => client.query(sql, params));
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    await seedBook((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bs-bench-members-'));
const env = { BENCH_HELLO: '1', ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: dir }) };
// First start: migrations and the demo seed; then the big book goes in while the API is down
// (PGlite allows one process per data directory); then the API runs on it.
let api = await startApi(PORT, env);
api.kill();
await new Promise((r) => api.once('exit', r));
const seedStarted = Date.now();
await seedDatabase(dir);
const seedSeconds = (Date.now() - seedStarted) / 1000;
api = await startApi(PORT, env);
try {
  const cookie = await signInDemoRep(PORT);
  const headers = { cookie };
  const book = (q) => `/api/v1/get-agent-members?agent_id=10109&${q}`;
  const deepest = Math.ceil((MEMBERS + 11) / 5);
  const calls = [
    ['hello-world (same process, baseline)', '/api/v1/bench-hello'],
    ['members: page 1, no search', book('page=1')],
    ['members: search "son", page 2', book('search=son&page=2')],
    ['members: search "lopez", page 1', book('search=lopez&page=1')],
    ['members: search e-mail "member9999@"', book('search=member9999%40')],
    [`members: last page (${deepest})`, book(`page=${deepest}`)],
  ];
  for (const [name, path] of calls) {
    const { status, json } = await callOnce(PORT, { path, headers });
    if (status !== 200 || json.status !== 'success')
      throw new Error(`${name}: ${status} ${JSON.stringify(json)}`);
    if (name.includes('page 1, no search') && json.data.total < MEMBERS)
      throw new Error(`the book has ${json.data.total} members, expected at least ${MEMBERS}`);
  }
  const total = (await callOnce(PORT, { path: book('page=1'), headers })).json.data.total;
  const ok = (_request, answer) => {
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
  };
  const loadBefore = loadavg()[0];
  const totals = new Map(calls.map(([name]) => [name, []]));
  for (const [, path] of calls)
    await runLoad({ port: PORT, connections: CONNECTIONS, seconds: 1, next: () => ({ path, headers }) });
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, path] of calls) {
      const r = await runLoad({
        port: PORT,
        connections: CONNECTIONS,
        seconds: SECONDS,
        next: () => ({ path, headers }),
        check: ok,
      });
      totals.get(name).push(...r.latencies);
    }
  const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (data directory)';
  console.log(
    `database: ${db}; book of agent 10109: ${total} members (${MEMBERS} seeded in ${seedSeconds.toFixed(1)} s); ` +
      `${CONNECTIONS} connections; ${ROUNDS} rounds x ${SECONDS} s per call, interleaved`,
  );
  console.log(
    `machine load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
  console.log(`target: member-table calls p50 <= ${TARGET_P50_MS} ms\n`);
  console.log('| call | requests | p50 ms | p95 ms | p99 ms | p50 x baseline | target |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  let baseP50;
  for (const [i, [name]] of calls.entries()) {
    const l = totals.get(name).sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(l, p));
    if (i === 0) baseP50 = p50;
    const met = i === 0 ? '' : p50 <= TARGET_P50_MS ? 'met' : 'NOT met';
    console.log(
      `| ${name} | ${l.length} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${p99.toFixed(2)} | ${(p50 / baseP50).toFixed(1)} | ${met} |`,
    );
  }
} finally {
  api.kill();
  await new Promise((r) => api.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
