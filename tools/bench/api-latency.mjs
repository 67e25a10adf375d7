#!/usr/bin/env node
// Throughput and latency of the catalogue and cart reads under load, against a hello-world route
// of the same API process (BENCH_HELLO=1: same server, same hooks, no work), measured in the same
// run. 50 keep-alive connections, each a shopper with its own enrollment (plan 1001 in the cart);
// calls are measured in interleaved rounds so that load from elsewhere on the machine falls on
// every call alike. Loopback only, bounded in time.
// Targets (DESIGN §7): each catalogue read >= 0.5x the hello-world's requests/s and p99 <= 20 ms.
//   npm run bench:api                       PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:api   PostgreSQL (a database you created for it)
// BENCH_SECONDS (per call and round, default 4), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (50).
// BENCH_BEFORE=<a built API's main.js> (e.g. a copy of apps/api/dist from an earlier commit) also
// runs that build on BENCH_PORT+1, interleaved with this one call by call, and prints after/before.
import { loadavg } from 'node:os';
import {
  benchBrowserCookie,
  callOnce,
  percentile,
  runLoad,
  signInDemoRep,
  startEnrollmentRequest,
} from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4520);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE = process.env.BENCH_BEFORE;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

/** A shopper (40 in Atlanta, Member Only) with plan 1001 in the cart; each connection has its own. */
async function newShopper(port, headers) {
  const created = await callOnce(port, {
    headers,
    ...startEnrollmentRequest(),
  });
  const id = created.json.data.temp_enrollment_id;
  const pricing = await callOnce(port, {
    headers,
    path: `/api/v1/get-plan-pricing-detail?pid=1001&enrollment_id=${id}`,
  });
  const added = await callOnce(port, {
    headers,
    method: 'POST',
    path: '/api/v1/add-plan-to-cart',
    body: { enrollment_id: id, plan_id: 1001, plan_pricing_id: pricing.json.data.plans[0].ppid },
  });
  if (added.json.data?.result !== true)
    throw new Error(`set-up: add-plan-to-cart answered ${JSON.stringify(added.json)}`);
  return id;
}

const okEnvelope = (_request, answer) => {
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
};

// [name, path of connection i]
const callsOf = (ids) => [
  ['hello-world (same process, baseline)', () => '/api/v1/bench-hello'],
  ['get-featured-plans', () => '/api/v1/get-featured-plans?agent_id=10109&group_id=77&portal_id=101'],
  ['get-plan-detail/1001', () => '/api/v1/get-plan-detail/1001'],
  ['get-plan-pricing-detail', (i) => `/api/v1/get-plan-pricing-detail?pid=1001&enrollment_id=${ids[i]}`],
  // Every card of the whole listing (26 plans) priced in one call (issue 19).
  ['get-listing-prices', (i) => `/api/v1/get-listing-prices?enrollment_id=${ids[i]}`],
  ['get-plan-cart', (i) => `/api/v1/get-plan-cart?enrollment_id=${ids[i]}`],
];

/** One API under test: its process, its shoppers' browser (cookie) and its calls. */
async function target(label, port, main) {
  const api = await startApi(port, { BENCH_HELLO: '1' }, main);
  // The shoppers' browser: their enrollments answer only to its key (ADR 0013). Signed in as the
  // demo rep, whose book holds the shoppers' enrollments: thousands of cart writes a second from
  // one address are past the anonymous budget (ADR 0029); a session is not counted.
  const headers = { cookie: benchBrowserCookie() };
  try {
    headers.cookie += `; ${await signInDemoRep(port)}`;
    const ids = [];
    for (let i = 0; i < CONNECTIONS; i++) ids.push(await newShopper(port, headers));
    const calls = callsOf(ids);
    for (const [name, pathOf] of calls) {
      const { status, json } = await callOnce(port, { path: pathOf(0), headers });
      if (status !== 200 || json.status !== 'success')
        throw new Error(`${label} ${name}: ${status} ${JSON.stringify(json)}`);
    }
    const totals = new Map(calls.map(([name]) => [name, { count: 0, seconds: 0, latencies: [], errors: 0 }]));
    return { label, port, api, headers, calls, totals };
  } catch (e) {
    api.kill();
    throw e;
  }
}

const run = (t, pathOf, seconds, check) =>
  runLoad({
    port: t.port,
    connections: CONNECTIONS,
    seconds,
    next: (i) => ({ path: pathOf(i), headers: t.headers }),
    check,
  });

function rowsOf(t) {
  return t.calls.map(([name]) => {
    const x = t.totals.get(name);
    x.latencies.sort((a, b) => a - b);
    return {
      name,
      rps: x.count / x.seconds,
      p50: percentile(x.latencies, 50),
      p95: percentile(x.latencies, 95),
      p99: percentile(x.latencies, 99),
      errors: x.errors,
    };
  });
}

function printTable(title, rows) {
  const baseline = rows[0].rps;
  console.log(`\n${title}\n`);
  console.log(`| call | req/s | p50 ms | p95 ms | p99 ms | x baseline | errors | target |`);
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |`);
  for (const [i, r] of rows.entries()) {
    const ratio = r.rps / baseline;
    const met = i === 0 ? '' : ratio >= TARGET_RATIO && r.p99 <= TARGET_P99_MS ? 'met' : 'NOT met';
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${ratio.toFixed(2)} | ${r.errors} | ${met} |`,
    );
  }
}

const targets = [];
try {
  targets.push(await target('this build', PORT));
  if (BEFORE) targets.push(await target(`before (${BEFORE})`, PORT + 1, BEFORE));
  const loadBefore = loadavg()[0];
  // Warm-up: JIT, caches, connection pools.
  for (const t of targets) for (const [, pathOf] of t.calls) await run(t, pathOf, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (let c = 0; c < targets[0].calls.length; c++) {
      for (const t of targets) {
        const [name, pathOf] = t.calls[c];
        const r = await run(t, pathOf, SECONDS, okEnvelope);
        const x = t.totals.get(name);
        x.count += r.count;
        x.seconds += r.seconds;
        for (const ms of r.latencies) x.latencies.push(ms);
        x.errors += [...r.errors.values()].reduce((a, b) => a + b, 0);
      }
    }
  }
  const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory';
  console.log(
    `database: ${db}; ${CONNECTIONS} connections; ${ROUNDS} rounds x ${SECONDS} s per call, interleaved`,
  );
  console.log(
    `machine load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
  console.log(
    `targets: catalogue reads >= ${TARGET_RATIO}x the baseline's requests/s and p99 <= ${TARGET_P99_MS} ms`,
  );
  const tables = targets.map((t) => [t, rowsOf(t)]);
  for (const [t, rows] of tables) printTable(t.label, rows);
  if (tables.length === 2) {
    const [[, after], [, before]] = tables;
    console.log(`\nthis build / before (x baseline of each, then p99)\n`);
    for (const [i, r] of after.entries()) {
      if (i === 0) continue;
      const b = before[i];
      const ra = r.rps / after[0].rps;
      const rb = b.rps / before[0].rps;
      console.log(
        `${r.name}: ${rb.toFixed(2)}x -> ${ra.toFixed(2)}x the hello-world; p99 ${b.p99.toFixed(1)} -> ${r.p99.toFixed(1)} ms`,
      );
    }
  }
} finally {
  for (const t of targets) t.api.kill();
}
