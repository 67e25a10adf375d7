#!/usr/bin/env node
// Median and p95 latency of catalogue and cart reads under concurrent load, against a Fastify
// hello-world measured in the same run. Loopback only, bounded request counts; figures only.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';

const repo = new URL('../../', import.meta.url).pathname;
const PORT = 4520;
const CONCURRENCY = 16;
const REQUESTS = 1500;
const auth = `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}`;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function call(port, path, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode, text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

async function load(port, path) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next++ < REQUESTS) {
      const r = await call(port, path);
      if (r.status !== 200) throw new Error(`${path}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
      times.push(r.ms);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

async function waitFor(port) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await call(port, '/health')).status === 200) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const api = spawn('node', ['apps/api/dist/main.js'], {
  cwd: repo,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://',
    LOG_LEVEL: 'warn',
  },
});
const hello = Fastify();
hello.get('/health', async () => ({ ok: true }));
hello.get('/hello', async () => ({ status: 'success', data: 'hello' }));
await hello.listen({ port: PORT + 1, host: '127.0.0.1' });
try {
  await waitFor(PORT);
  const created = JSON.parse(
    (
      await call(PORT, '/api/v1/add-filter-for-new-user', {
        method: 'POST',
        body: {
          zip: '30301',
          dob: '04/18/1986',
          gender: 0,
          tier: 'IO',
          eprocess: 'applicant',
          agent_id: 10109,
          group_id: 77,
        },
      })
    ).text,
  ).data.temp_enrollment_id;
  const pricing = JSON.parse(
    (await call(PORT, `/api/v1/get-plan-pricing-detail?pid=1001&enrollment_id=${created}`)).text,
  ).data;
  await call(PORT, '/api/v1/add-plan-to-cart', {
    method: 'POST',
    body: { enrollment_id: created, plan_id: 1001, plan_pricing_id: pricing.plans[0].ppid },
  });

  const baseline = await load(PORT + 1, '/hello');
  const rows = [
    ['Fastify hello-world (baseline)', baseline],
    [
      'get-featured-plans',
      await load(PORT, '/api/v1/get-featured-plans?agent_id=10109&group_id=77&portal_id=101'),
    ],
    ['get-plan-detail/1001', await load(PORT, '/api/v1/get-plan-detail/1001')],
    [
      'get-plan-pricing-detail',
      await load(PORT, `/api/v1/get-plan-pricing-detail?pid=1001&enrollment_id=${created}`),
    ],
    ['get-plan-cart', await load(PORT, `/api/v1/get-plan-cart?enrollment_id=${created}`)],
  ];
  console.log(
    `${REQUESTS} requests per call, ${CONCURRENCY} concurrent, database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}`,
  );
  for (const [name, { p50, p95 }] of rows) {
    console.log(
      `  ${name.padEnd(32)} p50 ${p50.toFixed(2).padStart(7)} ms  p95 ${p95.toFixed(2).padStart(7)} ms  p50/baseline ${(p50 / baseline.p50).toFixed(1).padStart(6)}`,
    );
  }
} finally {
  api.kill();
  await hello.close();
  agent.destroy();
}
