#!/usr/bin/env node
// Cold vs cached `nx run-many -t build` wall time. Figures only: machines are shared and noisy.
import { spawnSync } from 'node:child_process';

function timed(label, args) {
  const started = process.hrtime.bigint();
  const { status } = spawnSync('npx', ['nx', ...args, '--outputStyle=static'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const secs = Number(process.hrtime.bigint() - started) / 1e9;
  if (status !== 0) throw new Error(`${label} failed`);
  console.log(`${label.padEnd(34)} ${secs.toFixed(1).padStart(7)} s`);
  return secs;
}

const cold = timed('cold build (no cache)', ['run-many', '-t', 'build', '--skip-nx-cache']);
// The first run after a cold one stores the fresh outputs; the ones after it are what a developer meets.
const cached = [1, 2, 3].map((i) => timed(`cached build, run ${i}`, ['run-many', '-t', 'build']));
const median = [...cached].sort((a, b) => a - b)[1];
console.log(`median cached / cold               ${(median / cold).toFixed(3).padStart(7)}`);
