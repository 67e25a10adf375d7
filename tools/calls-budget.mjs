#!/usr/bin/env node
// Prints the calls budget (issue 27, ADR 0030): how many source files of the API and the contract
// name each call, the median and the widest; exits 1 past the budget.
// Usage: node tools/calls-budget.mjs [--all] (npm run calls:budget)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budget, callFiles, MAX_FILES, MAX_MEDIAN } from './lib/calls-budget.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const { calls, median, max, widest } = budget(callFiles(repo));
const shown = process.argv.includes('--all') ? widest : widest.slice(0, 8);
console.log('Files naming each call (widest first):');
for (const { call, files } of shown) console.log(`  ${files.length}  ${call}: ${files.join(', ')}`);
console.log(
  `\ncalls ${calls}, median ${median} files (budget ${MAX_MEDIAN}), max ${max} (budget ${MAX_FILES})`,
);
if (median > MAX_MEDIAN || max > MAX_FILES) {
  console.error("Over budget: move the call's entries into its module (ADR 0030).");
  process.exit(1);
}
