#!/usr/bin/env node
// `npm run e2e:repeat`: the browser journeys three times in a row, each run on fresh servers and
// with no retries, then every journey that failed in any of them (and in which runs). A journey
// that fails once in three is flaky: fix it before resolving the issue that added it.
// Extra arguments go to Playwright (e.g. a file: `npm run e2e:repeat -- src/cart`).
// `E2E_REPEAT` changes the count. The production builds are made first (Nx caches them).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.E2E_REPEAT ?? 3);
const extra = process.argv.slice(2);
const t0 = Date.now();
const secs = (since) => ((Date.now() - since) / 1000).toFixed(0);

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('e2e:repeat: the production builds failed; no journeys run');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'bs-e2e-repeat-'));
const failures = new Map(); // journey -> [{ run, errors }]
const summaries = [];
for (let run = 1; run <= runs; run++) {
  const file = join(dir, `run-${run}.json`);
  console.log(`\n=== e2e:repeat: run ${run} of ${runs}`);
  const started = Date.now();
  const { status } = spawnSync('npx', ['playwright', 'test', '--retries=0', ...extra], {
    cwd: join(root, 'apps/e2e'),
    stdio: 'inherit',
    env: { ...process.env, E2E_SUMMARY_FILE: file },
  });
  let journeys = [];
  try {
    ({ journeys } = JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // no summary: the run stopped before its journeys (servers did not start); counted below
  }
  const failed = journeys.filter((j) => j.outcome === 'unexpected' || j.outcome === 'flaky');
  for (const j of failed) failures.set(j.name, [...(failures.get(j.name) ?? []), { run, errors: j.errors }]);
  summaries.push({ run, status, count: journeys.length, failed: failed.length, secs: secs(started) });
}
rmSync(dir, { recursive: true, force: true });

console.log(`\n=== e2e:repeat: ${runs} runs (${secs(t0)}s)`);
for (const s of summaries)
  console.log(
    `run ${s.run}: ${s.count} journeys, ${s.failed} failed, ${s.secs}s` +
      (s.status !== 0 && !s.failed ? ` (Playwright exited ${s.status})` : ''),
  );
if (failures.size === 0 && summaries.every((s) => s.status === 0 && s.count > 0)) {
  console.log(`No journey failed in any of the ${runs} runs.`);
  process.exit(0);
}
console.log(`Journeys that failed at least once (${failures.size}):`);
for (const [name, seen] of failures) {
  console.log(`FAILED in run ${seen.map((s) => s.run).join(', ')} of ${runs}: ${name}`);
  for (const s of seen) for (const e of s.errors) console.log(`    run ${s.run}: ${e}`);
}
process.exit(1);
