#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Each step runs even when an earlier one failed (except those that need the builds), so one
// run shows everything that is wrong; the closing line counts the steps.
import { spawnSync } from 'node:child_process';

const nx = (args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const steps = [
  ['tenant configs are valid', ['node', ['tools/validate-tenants.mjs']]],
  ['project boundaries hold', ['node', ['tools/check-boundaries.mjs']]],
  ['formatting (prettier)', ['npx', ['prettier', '--check', '.', '--log-level=warn']]],
  ['tools unit tests', ['npx', ['vitest', 'run', '--root', 'tools']]],
  ['lint, type checks, unit and API tests', nx(['run-many', '-t', 'lint,typecheck,test'])],
  ['production builds', nx(['run-many', '-t', 'build']), { gate: true }],
  ['browser journeys (Playwright, Debian chromium)', nx(['run', '@bs/e2e:e2e']), { needsGate: true }],
];

const results = [];
let gateFailed = false;
for (const [title, [cmd, args], opts = {}] of steps) {
  if (opts.needsGate && gateFailed) {
    results.push([title, 'skipped (builds failed)']);
    continue;
  }
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = status === 0;
  if (!ok && opts.gate) gateFailed = true;
  results.push([title, ok ? 'passed' : 'FAILED', ((Date.now() - started) / 1000).toFixed(0)]);
}

console.log('\n=== Summary');
for (const [title, outcome, secs] of results)
  console.log(`${outcome.padEnd(24)} ${title}${secs ? ` (${secs}s)` : ''}`);
const passed = results.filter((r) => r[1] === 'passed').length;
const failed = results.length - passed;
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
