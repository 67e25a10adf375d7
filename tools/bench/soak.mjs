#!/usr/bin/env node
// Soak: mixed shopping traffic against the built API for a fixed time, to see whether it stays
// steady: errors, 5xx, the API's memory (RSS) after the first minute and at the end, and p99 per
// minute. 100 keep-alive connections, each a rep shopping with its own enrollment: featured plans,
// the listing, a plan's detail and price, add to cart, the cart, the quote preview, remove, the cart.
// Loopback only; stops by itself after SOAK_SECONDS (default 300).
//   npm run bench:soak                                   PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:soak       PostgreSQL (a database you created for it)
// SOAK_SECONDS, SOAK_CONNECTIONS (100), BENCH_PORT (4540); `npx nx run @bs/api:build` first.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { callOnce, percentile, runLoad, signInDemoRep, startEnrollmentRequest } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4540);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const MINUTE = 60;
const CANDIDATE_PLANS = [1001, 1002, 1003, 1004, 1009, 1013, 1014, 1020];

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
};

/** A client of the demo rep, started by the rep signed in (ADR 0013: only they may start one). */
async function newShopper(cookie) {
  const { status, json } = await callOnce(PORT, {
    headers: { cookie },
    ...startEnrollmentRequest('rep'),
  });
  if (status !== 200) throw new Error(`set-up: add-filter-for-new-user ${status} ${JSON.stringify(json)}`);
  return json.data.temp_enrollment_id;
}

/** Plans a 40-year-old in Atlanta can add without health questions: [plan_id, ppid]. */
async function shoppablePlans(id, cookie) {
  const headers = { cookie };
  const found = [];
  for (const pid of CANDIDATE_PLANS) {
    const priced = await callOnce(PORT, {
      headers,
      path: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${id}`,
    });
    const option = priced.json.data?.plans?.find((p) => p.pid === pid);
    if (priced.json.data?.errorCode || !option) continue;
    const added = await callOnce(PORT, {
      headers,
      method: 'POST',
      path: '/api/v1/add-plan-to-cart',
      body: { enrollment_id: id, plan_id: pid, plan_pricing_id: option.ppid },
    });
    if (added.json.data?.result !== true) continue;
    await callOnce(PORT, {
      headers,
      path: `/api/v1/remove-plan-from-cart?enrollment_id=${id}&plan_id=${pid}&plan_pricing_id=${option.ppid}`,
    });
    found.push([pid, option.ppid]);
  }
  if (!found.length) throw new Error('set-up: no plan could be added to a cart');
  return found;
}

/** Shopper i's n-th request: a nine-step visit, each visit on the next plan, as the rep. */
function step(shoppers, plans, i, n, cookie) {
  return { ...visit(shoppers, plans, i, n), headers: { cookie } };
}

function visit(shoppers, plans, i, n) {
  const id = shoppers[i];
  const [pid, ppid] = plans[(Math.floor(n / 9) + i) % plans.length];
  const quote = new URLSearchParams({
    enrollment_id: id,
    tab: 'cart_info',
    type: 'preview',
    email: 'soak@example.com',
    name: 'Soak Test',
  });
  switch (n % 9) {
    case 0:
      return {
        label: 'get-featured-plans',
        path: '/api/v1/get-featured-plans?agent_id=10109&group_id=77&portal_id=101',
      };
    case 1:
      return { label: 'get-filtered-plans', path: `/api/v1/get-filtered-plans?enrollment_id=${id}` };
    case 2:
      return { label: 'get-plan-detail', path: `/api/v1/get-plan-detail/${pid}` };
    case 3:
      return {
        label: 'get-plan-pricing-detail',
        path: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${id}`,
      };
    case 4:
      return {
        label: 'add-plan-to-cart',
        method: 'POST',
        path: '/api/v1/add-plan-to-cart',
        body: { enrollment_id: id, plan_id: pid, plan_pricing_id: ppid },
      };
    case 5:
      return { label: 'get-plan-cart', path: `/api/v1/get-plan-cart?enrollment_id=${id}` };
    case 6:
      return {
        label: 'get-quote-preview-content',
        path: `/api/v1/get-quote-preview-content?${quote}`,
      };
    case 7:
      return {
        label: 'remove-plan-from-cart',
        path: `/api/v1/remove-plan-from-cart?enrollment_id=${id}&plan_id=${pid}&plan_pricing_id=${ppid}`,
      };
    default:
      return { label: 'get-plan-cart', path: `/api/v1/get-plan-cart?enrollment_id=${id}` };
  }
}

function check(request, answer) {
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
  if (request.method === 'POST' && JSON.parse(answer.body.toString('utf8')).data?.result !== true)
    throw new Error('not added');
}

const api = await startApi(PORT);
// Bounded whatever happens: the soak's own time plus set-up and shut-down.
const guard = setTimeout(
  () => {
    console.error('soak: time limit passed, stopping');
    api.kill();
    process.exit(2);
  },
  (SECONDS + 180) * 1000,
);
guard.unref();
try {
  const shoppers = [];
  // The shoppers are the demo rep's clients; a quote preview is the rep's (access rule 'send-quote').
  const cookie = await signInDemoRep(PORT);
  for (let i = 0; i < CONNECTIONS; i++) shoppers.push(await newShopper(cookie));
  const plans = await shoppablePlans(shoppers[0], cookie);
  // One visit before the clock starts: caches, prepared statements and JIT are warm in minute 1.
  for (let n = 0; n < 9; n++) {
    const request = step(shoppers, plans, 0, n, cookie);
    check(
      request,
      await callOnce(PORT, request).then(({ status, json }) => ({
        status,
        body: Buffer.from(JSON.stringify(json)),
      })),
    );
  }
  const rss = [];
  const sampler = setInterval(() => rss.push([Date.now(), rssMb(api.pid), loadavg()[0]]), 1000);
  const started = Date.now();
  rss.push([started, rssMb(api.pid), loadavg()[0]]);
  const r = await runLoad({
    port: PORT,
    connections: CONNECTIONS,
    seconds: SECONDS,
    next: (i, n) => step(shoppers, plans, i, n, cookie),
    check,
    keepSamples: true,
  });
  clearInterval(sampler);
  rss.push([Date.now(), rssMb(api.pid), loadavg()[0]]);

  const fivexx = [...r.statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
  const errors = [...r.errors.values()].reduce((a, b) => a + b, 0);
  // [time, RSS MB, machine load average] sampled nearest to `s` seconds into the run.
  const sampleAt = (s) =>
    rss.reduce((best, x) =>
      Math.abs(x[0] - started - s * 1000) < Math.abs(best[0] - started - s * 1000) ? x : best,
    );
  const at = (s) => sampleAt(s)[1];
  const firstMinute = at(Math.min(MINUTE, SECONDS));
  const end = rss[rss.length - 1][1];
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}; ${CONNECTIONS} connections; ${SECONDS} s`,
  );
  console.log(
    `mix per shopper visit: featured, listing, plan detail, price, add to cart, cart, quote preview, remove, cart (${plans.length} plans)`,
  );
  console.log(
    `requests: ${r.count + errors} (${r.rps.toFixed(0)} ok/s); errors: ${errors}; 5xx: ${fivexx}; statuses: ${JSON.stringify(Object.fromEntries(r.statuses))}`,
  );
  for (const [what, n] of r.errors) console.log(`  error x${n}: ${what}`);
  console.log(
    `API RSS: start ${rss[0][1].toFixed(0)} MB, after the first minute ${firstMinute.toFixed(0)} MB, end ${end.toFixed(0)} MB, growth ${(((end - firstMinute) / firstMinute) * 100).toFixed(1)}% (first minute to end)\n`,
  );
  // The machine's load average beside each minute: other work on the machine shows there.
  console.log('| minute | requests | req/s | p50 ms | p99 ms | RSS MB at end | load avg at end |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const minutes = Math.ceil(SECONDS / MINUTE);
  for (let m = 0; m < minutes; m++) {
    const lat = r.samples
      .filter(([t]) => t >= m * MINUTE && t < (m + 1) * MINUTE)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    const span = Math.min(MINUTE, SECONDS - m * MINUTE);
    const [, mb, load] = sampleAt(Math.min((m + 1) * MINUTE, SECONDS));
    console.log(
      `| ${m + 1} | ${lat.length} | ${(lat.length / span).toFixed(0)} | ${percentile(lat, 50).toFixed(1)} | ${percentile(lat, 99).toFixed(1)} | ${mb.toFixed(0)} | ${load.toFixed(1)} |`,
    );
  }
  console.log('\n| call (whole run) | requests | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: |');
  const labels = [...new Set(r.samples.map((x) => x[2]))];
  for (const label of labels) {
    const lat = r.samples
      .filter((x) => x[2] === label)
      .map((x) => x[1])
      .sort((a, b) => a - b);
    console.log(
      `| ${label} | ${lat.length} | ${percentile(lat, 50).toFixed(1)} | ${percentile(lat, 99).toFixed(1)} |`,
    );
  }
} finally {
  clearTimeout(guard);
  api.kill();
}
