#!/usr/bin/env node
// Issue 34 / ADR 0029: how many anonymous enrollments one address can create per minute, and what
// a shopper's read (get-default-info) costs meanwhile against the same read on an idle server.
// Eight closed loops from 127.0.0.1 start enrollments for BENCH_SECONDS; past the start budget
// they are answered 429. Printed, never asserted. Loopback only, bounded in time.
//   npm run bench:anon                                  PGlite in memory (build the API first)
//   DATABASE_URL=postgres://... npm run bench:anon      PostgreSQL (a database you created for it)
import { percentile, runLoad, startEnrollmentRequest } from './lib/load.mjs';
import { startApi } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4530);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const READ = { path: '/api/v1/get-default-info' };
const START = startEnrollmentRequest();

const ms = (v) => `${v.toFixed(1)} ms`;
const readLoad = (seconds) =>
  runLoad({
    port: PORT,
    connections: 2,
    seconds,
    next: () => READ,
    check: (_req, answer) => {
      if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    },
  });

const api = await startApi(PORT);
try {
  await readLoad(2); // warm-up
  const idle = await readLoad(SECONDS);
  const [writes, busy] = await Promise.all([
    runLoad({ port: PORT, connections: 8, seconds: SECONDS, next: () => START }),
    readLoad(SECONDS),
  ]);
  const created = writes.statuses.get(200) ?? 0;
  const refused = writes.statuses.get(429) ?? 0;
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (memory)'}; ${SECONDS} s per phase`,
  );
  console.log(
    `anonymous starts from one address: ${created} created, ${refused} refused (429) in ${writes.seconds.toFixed(1)} s ` +
      `(${Math.round(((created + refused) / writes.seconds) * 60)} answers per minute); the budget allows 200 per 10 minutes ` +
      `and 2,000 per day, so at most 20 per minute sustained`,
  );
  for (const [name, r] of [
    ['idle', idle],
    ['during the starts', busy],
  ])
    console.log(
      `get-default-info ${name}: ${r.count} reads, p50 ${ms(percentile(r.latencies, 50))}, p99 ${ms(percentile(r.latencies, 99))}`,
    );
  console.log(
    `p99 ratio (during / idle): ${(percentile(busy.latencies, 99) / percentile(idle.latencies, 99)).toFixed(2)}`,
  );
} finally {
  api.kill('SIGTERM');
}
