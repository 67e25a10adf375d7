#!/usr/bin/env node
// Enforces the tag matrix of lib/boundaries.mjs on the current Nx project graph, the layers of
// apps/api/src (lib/api-layers.mjs, ADR 0016) on its imports, and the features of each browser app
// (lib/web-features.mjs, ADR 0031); exit 1 on any violation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLayers, fileImports } from './lib/api-layers.mjs';
import { checkBoundaries } from './lib/boundaries.mjs';
import { checkWebApps } from './lib/web-features.mjs';

const file = join(mkdtempSync(join(tmpdir(), 'bs-graph-')), 'graph.json');
execFileSync('npx', ['nx', 'graph', `--file=${file}`], { stdio: ['ignore', 'ignore', 'inherit'] });
const { graph } = JSON.parse(readFileSync(file, 'utf8'));
const apiSrc = join(import.meta.dirname, '..', 'apps', 'api', 'src');
const problems = [
  ...checkBoundaries(graph),
  ...checkLayers(fileImports(apiSrc)),
  ...checkWebApps(join(import.meta.dirname, '..')),
];
if (problems.length) {
  console.error(`Boundary check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Boundary check passed for ${Object.keys(graph.nodes).length} projects, the layers of apps/api/src and the features of the browser apps.`,
);
