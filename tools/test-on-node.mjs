#!/usr/bin/env node
// `node tools/test-on-node.mjs 22`: the unit and API tests (every project's `test` target, and the
// tools' tests) on another Node major, fetched from npm (the `node` package ships Node itself).
// No builds or journeys: `.ci/run` runs the whole `npm test` once on Node 24, then this on 22.
// The API suite needs a PostgreSQL, found or started as `npm test` does. Nx is not used, so no
// cached result recorded on another Node stands in for a run on this one.
// The API suite runs on the embedded PGlite only (BS_TEST_DRIVERS, unless set): PGlite is the
// Node-dependent driver (WebAssembly, the file system), while the PostgreSQL driver is plain
// JavaScript over a socket whose every test already ran on Node 24; this halves the second pass.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { nodeFromNpm } from './lib/node-from-npm.mjs';
import { ensurePostgres } from './lib/test-prerequisites.mjs';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node tools/test-on-node.mjs <major>   (e.g. 24)');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');

// The binary of node@<major> from npm (cached by npm after the first run).
const { version, node, problem } = nodeFromNpm(major, root);
if (problem) {
  console.error(problem);
  console.error(`FAILED unit and API tests on Node ${major}: no Node ${major}`);
  process.exit(1);
}

// Every workspace whose `test` script is a vitest run, then the tools' own tests.
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const runs = [];
for (const dir of workspaces.flatMap((pattern) => listDirs(pattern.replace(/\/\*$/, ''))).sort()) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const script = pkg.scripts?.test;
  if (!script) continue;
  if (!/^vitest run( |$)/.test(script)) {
    console.error(
      `${pkg.name}: its test script is not \`vitest run ...\` (${script}); teach tools/test-on-node.mjs`,
    );
    process.exit(1);
  }
  runs.push({ name: pkg.name, cwd: join(root, dir), args: script.split(/\s+/).slice(1) });
}
runs.push({ name: 'tools', cwd: root, args: ['run', '--root', 'tools'] });

function failuresOf(report) {
  const firstLine = (text) => String(text ?? '').split('\n')[0];
  return (report.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!tests.length && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((t) => `${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

function listDirs(parent) {
  return readdirSync(join(root, parent))
    .map((d) => `${parent}/${d}`)
    .filter((d) => existsSync(join(root, d, 'package.json')));
}

const postgres = await ensurePostgres();
console.log(postgres.note);
// Child processes the suites start (`process.execPath`, or `node` on PATH) are the same Node.
const env = {
  ...process.env,
  ...postgres.env,
  FORCE_COLOR: '0',
  PATH: `${dirname(node)}${delimiter}${process.env.PATH}`,
  BS_TEST_DRIVERS: process.env.BS_TEST_DRIVERS ?? 'pglite',
};
const reports = mkdtempSync(join(tmpdir(), 'bs-test-on-node-'));
const started = Date.now();
// Two runs at a time (LANES), the API's first: it is the longest, and the browser apps' suites,
// one worker each, fill the other lane meanwhile. Each run's output is printed whole when it ends,
// so the log reads one suite at a time.
const LANES = Math.max(1, Number(process.env.TEST_ON_NODE_LANES ?? 2));
const queue = [...runs.entries()].sort(
  ([, a], [, b]) => Number(b.name === '@bs/api') - Number(a.name === '@bs/api'),
);
const results = [];
await Promise.all(Array.from({ length: LANES }, () => lane()));
results.sort((a, b) => a.index - b.index);

async function lane() {
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await runOne(...next));
}

async function runOne(index, run) {
  const report = join(reports, `${index}.json`);
  const args = [vitest, ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const t0 = Date.now();
  const { status, output } = await new Promise((done) => {
    const child = spawn(node, args, { cwd: run.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => done({ status: code, output: Buffer.concat(chunks).toString() }));
  });
  console.log(`\n=== ${run.name} on Node ${version}: vitest ${run.args.join(' ')}`);
  process.stdout.write(output);
  let counts = { numPassedTests: 0, numFailedTests: 0 };
  try {
    counts = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // no report: the run failed before its tests (counted as failed below)
  }
  return {
    ...run,
    index,
    ok: status === 0,
    secs: (Date.now() - t0) / 1000,
    ...counts,
    failures: failuresOf(counts),
  };
}
rmSync(reports, { recursive: true, force: true });
await Promise.race([postgres.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);

console.log(`\n=== Unit and API tests on Node ${version}`);
if (postgres.problem) console.log(postgres.problem);
for (const r of results)
  console.log(
    `${(r.ok ? 'passed' : 'FAILED').padEnd(8)} ${r.name} (${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.secs.toFixed(0)}s)`,
  );
const failed = results.filter((r) => !r.ok);
// The names of the failed tests, so a CI log cut to its last lines still says what broke.
for (const r of failed) for (const f of r.failures) console.log(`  ${r.name}: ${f}`);
const tests = results.reduce((n, r) => n + r.numPassedTests, 0);
const failedTests = results.reduce((n, r) => n + r.numFailedTests, 0);
console.log(
  `${failed.length ? 'FAILED' : 'passed'} unit and API tests on Node ${version}: ` +
    `${results.length - failed.length}/${results.length} projects, ${tests} tests passed, ${failedTests} failed ` +
    `(${((Date.now() - started) / 1000).toFixed(0)}s)`,
);
process.exit(failed.length ? 1 : 0);
