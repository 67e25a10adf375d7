#!/usr/bin/env node
// The payroll file's Excel writer alone, in a process of its own so its peak RSS is the writer's
// (the parent holds a whole database): reads the lines the parent built (JSON), repeats them
// `scale` times, writes them with the API's payrollXlsx and prints one JSON line: the time, the
// file's size, the RSS before writing, the highest RSS sampled while writing (every 2 ms) and
// the process's peak RSS (which also counts loading the code).
//   node --expose-gc --import tsx tools/bench/lib/xlsx-memory.mjs <lines.json> [scale]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { payrollXlsx } from '../../../apps/api/src/modules/payroll/payroll-formats.ts';

const base = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const scale = Number(process.argv[3] ?? 1);
const lines = Array.from({ length: scale }, () => base).flat();
// Warm the writer's modules on a small file, so the figures are the rows' cost.
await payrollXlsx(lines.slice(0, 10), 'en');
globalThis.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssWriting = rssBefore;
const sampler = setInterval(() => {
  rssWriting = Math.max(rssWriting, process.memoryUsage().rss);
}, 2);
const t = performance.now();
const file = await payrollXlsx(lines, 'en');
const ms = performance.now() - t;
clearInterval(sampler);
rssWriting = Math.max(rssWriting, process.memoryUsage().rss);
console.log(
  JSON.stringify({
    lines: lines.length,
    ms,
    bytes: file.length,
    rssBefore,
    rssWriting,
    peakRss: process.resourceUsage().maxRSS * 1024,
  }),
);
