#!/usr/bin/env node
// Prints the folder-to-folder imports of apps/api/src (production files; tests are leaves) with the layer
// of each folder, then counts the arrows that point up a layer, the folder pairs that import each
// other both ways, sibling feature imports and import circles (ADR 0016; the target is 0 of each).
// Usage: node tools/api-imports.mjs [--quiet]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileImports, summarize } from './lib/api-layers.mjs';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api', 'src');
const edges = fileImports(src, { tests: false });
const { arrows, layer, upward, twoWay, sibling, circles } = summarize(edges);
const tag = (folder) => `${folder} [${layer.get(folder)}]`;

if (!process.argv.includes('--quiet')) {
  console.log('Folder-to-folder imports of apps/api/src:');
  for (const { a, b } of [...arrows.values()].sort((x, y) => (x.a + x.b).localeCompare(y.a + y.b)))
    console.log(`  ${tag(a)} -> ${tag(b)}`);
  console.log('\nUpward (a lower layer importing a higher one):');
  for (const x of upward) console.log(`  ${x.a} -> ${x.b}   (${x.example})`);
  console.log('\nTwo-way pairs:');
  for (const x of twoWay) console.log(`  ${x.a} <-> ${x.b}`);
  console.log('\nCircles (folders that reach each other):');
  for (const c of circles) console.log(`  ${c.length} folders: ${c.join(', ')}`);
}
const folders = new Set([...arrows.values()].flatMap(({ a, b }) => [a, b]));
console.log(
  `\nfolders ${folders.size}, arrows ${arrows.size}, upward ${upward.length}, two-way pairs ${twoWay.length}, ` +
    `feature -> feature ${sibling.length}, circles ${circles.length} (largest ${Math.max(0, ...circles.map((c) => c.length))} folders)`,
);
