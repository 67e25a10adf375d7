#!/usr/bin/env node
// Gzip bytes of the JS a browser loads for the landing route (shell + shop), against a bare
// React + ReactDOM page built with the same rspack in the same run; and the requests it takes to
// load one remote (the cart) on navigation. Needs the production builds (it runs them, cached).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repo = new URL('../../', import.meta.url).pathname;
const PORT = 4510;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: repo,
  stdio: ['ignore', 'ignore', 'inherit'],
});

function baselineReact() {
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
  return readdirSync(join(dir, 'dist'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(readFileSync(join(dir, 'dist', f))), 0);
}

async function waitForHealth() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('API did not start');
}

const api = spawn('node', ['apps/api/dist/main.js'], {
  cwd: repo,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
});
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: res.url(), bytes: gz(await res.body()) });
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle' });
  const landing = [...scripts];
  const byPart = (pred) =>
    landing.filter((s) => pred(new URL(s.url).pathname)).reduce((a, s) => a + s.bytes, 0);
  const shop = byPart((p) => p.startsWith('/remotes/shop/'));
  const total = byPart(() => true);

  // A fresh page straight to /cart: everything the cart remote costs, with no hover preloading.
  const cartPage = await browser.newPage();
  const cartRequests = [];
  cartPage.on('request', (req) => req.url().includes('/remotes/cart-quote/') && cartRequests.push(req.url()));
  await cartPage.goto(`http://localhost:${PORT}/cart`, { waitUntil: 'networkidle' });
  await browser.close();

  const react = baselineReact();
  console.log('Landing route JS (gzip, as loaded by Chromium)');
  console.log(`  shell + shared          ${kb(total - shop).padStart(10)}`);
  console.log(`  shop remote             ${kb(shop).padStart(10)}`);
  console.log(`  total                   ${kb(total).padStart(10)}  (${landing.length} scripts)`);
  console.log(`  React+ReactDOM baseline ${kb(react).padStart(10)}`);
  console.log(`  total / baseline        ${(total / react).toFixed(2).padStart(10)}`);
  console.log(`Requests to load one remote (the cart): ${cartRequests.length}`);
  for (const u of cartRequests) console.log(`  ${new URL(u).pathname}`);
} finally {
  api.kill();
}
