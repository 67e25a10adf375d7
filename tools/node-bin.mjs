#!/usr/bin/env node
// `node tools/node-bin.mjs 24`: fetches Node 24 from npm (tools/lib/node-from-npm.mjs) and prints
// the directory of its binary, for `.ci/run` to put first on PATH.
import { dirname, resolve } from 'node:path';
import { nodeFromNpm } from './lib/node-from-npm.mjs';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node tools/node-bin.mjs <major>   (e.g. 24)');
  process.exit(2);
}
const { node, problem } = nodeFromNpm(major, resolve(import.meta.dirname, '..'));
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log(dirname(node));
