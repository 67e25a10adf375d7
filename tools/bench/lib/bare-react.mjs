// The baseline every web benchmark compares against: a bare React + ReactDOM page built with the
// same rspack, in the same run, on the same machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const repo = new URL('../../../', import.meta.url).pathname;

/** Builds the bare page; returns its dist folder (index.html + main.js). */
export function buildBareReact() {
  const dir = mkdtempSync(join(tmpdir(), 'bs-bench-react-'));
  writeFileSync(
    join(dir, 'index.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n",
  );
  const config = join(dir, 'rspack.config.cjs');
  writeFileSync(
    config,
    `module.exports = { mode: 'production', context: ${JSON.stringify(dir)}, entry: './index.js',
      resolve: { modules: [${JSON.stringify(join(repo, 'node_modules'))}] },
      output: { path: ${JSON.stringify(join(dir, 'dist'))} }, devtool: false };`,
  );
  const r = spawnSync('npx', ['rspack', 'build', '-c', config], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('baseline build failed');
  writeFileSync(
    join(dir, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Bare React</title><meta name="description" content="Baseline"></head><body><div id="root"></div><script src="main.js" defer></script></body></html>',
  );
  // Served compressed like the store's own builds, so the comparison is like for like.
  const main = readFileSync(join(dir, 'dist', 'main.js'));
  writeFileSync(join(dir, 'dist', 'main.js.br'), brotliCompressSync(main));
  writeFileSync(join(dir, 'dist', 'main.js.gz'), gzipSync(main, { level: 9 }));
  return join(dir, 'dist');
}
