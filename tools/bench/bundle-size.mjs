#!/usr/bin/env node
// Gzip bytes of the JS a browser loads for the landing route (shell + shop), against a bare
// React + ReactDOM page built with the same rspack in the same run; and the requests it takes to
// load one remote (the cart) on navigation; and whether the shell bundles the federation runtime
// from its ES module builds (lib/shell-modules.mjs); and the JS of a full walk through the
// enrollment wizard (lib/wizard-walk.mjs). Needs the production builds (it runs them, cached).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildBareReact } from './lib/bare-react.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startApi } from './lib/servers.mjs';
import { shellModules } from './lib/shell-modules.mjs';
import { wizardWalk } from './lib/wizard-walk.mjs';

const repo = new URL('../../', import.meta.url).pathname;
// BENCH_PORT moves the server (two checkouts benchmarking on one machine).
const PORT = Number(process.env.BENCH_PORT ?? 4510);
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: repo,
  stdio: ['ignore', 'ignore', 'inherit'],
});

function baselineReact() {
  const dist = buildBareReact();
  return readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0);
}

const api = await startApi(PORT);
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
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

  // What loading one remote (the cart) costs: a fresh page straight to /cart (the page carries
  // its manifest), and a click on the header's cart link right after the landing showed (before
  // any idle warming): the requests under the remote's URL, and how many of them are scripts.
  const cartRequests = async (go) => {
    const p = await browser.newPage();
    const seen = [];
    let on = false;
    p.on('request', (req) => on && req.url().includes('/remotes/cart-quote/') && seen.push(req));
    await go(p, () => (on = true));
    await p.close();
    return seen.map((r) => ({ path: new URL(r.url()).pathname, js: r.resourceType() === 'script' }));
  };
  const direct = await cartRequests(async (p, start) => {
    start();
    await p.goto(`http://localhost:${PORT}/cart`, { waitUntil: 'networkidle' });
  });
  const clicked = await cartRequests(async (p, start) => {
    await p.goto(`http://localhost:${PORT}/`);
    await p.getByLabel('Zip Code').waitFor();
    start();
    await p.getByRole('banner').getByRole('link', { name: /cart/i }).click();
    await p.getByRole('heading', { name: 'My Cart' }).waitFor();
    await p.waitForLoadState('networkidle');
  });
  await browser.close();

  const react = baselineReact();
  console.log('Landing route JS (gzip, as loaded by Chromium)');
  console.log(`  shell + shared          ${kb(total - shop).padStart(10)}`);
  console.log(`  shop remote             ${kb(shop).padStart(10)}`);
  console.log(`  total                   ${kb(total).padStart(10)}  (${landing.length} scripts)`);
  console.log(`  React+ReactDOM baseline ${kb(react).padStart(10)}`);
  console.log(`  total / baseline        ${(total / react).toFixed(2).padStart(10)}`);
  for (const [how, list] of [
    ['straight to /cart', direct],
    ['landing, then the cart link', clicked],
  ]) {
    console.log(
      `Requests to load one remote (the cart), ${how}: ${list.length} (${list.filter((r) => r.js).length} JS)`,
    );
    for (const r of list) console.log(`  ${r.path}`);
  }
  for (const s of landing) console.log(`    ${kb(s.bytes).padStart(9)}  ${new URL(s.url).pathname}`);
  const { mfModules, mfCommonJs } = await shellModules();
  console.log(
    `Federation runtime in the shell: ${mfModules.length} modules, ${mfCommonJs.length} from CommonJS builds (target 0: tree-shaken ES modules, ADR 0032)`,
  );
  for (const m of mfCommonJs) console.log(`  ${m.replace(/.*node_modules\//, '')}`);
  const walk = await wizardWalk();
  console.log(
    'Wizard: a full walk (remote entry, wizard screen, every step, the step picture), each file once',
  );
  for (const s of walk.steps)
    console.log(
      `  ${s.label.padEnd(18)} ${kb(s.br).padStart(9)} br ${kb(s.gz).padStart(9)} gzip  ${s.files.join(' ')}`,
    );
  console.log(
    `  total              ${kb(walk.total.br).padStart(9)} br ${kb(walk.total.gz).padStart(9)} gzip  (${walk.total.files} files)`,
  );
  console.log(`  modules in more than one walked chunk: ${walk.duplicated.length}`);
  for (const d of walk.duplicated.slice(0, 10)) console.log(`    ${d.chunks}x ${d.name}`);
  console.log(
    'Targets (issue 31): landing JS <= 150 kB and <= 2.2x the baseline; <= 3 JS requests to load a remote; a full wizard walk <= 150 kB of JS after the cart.',
  );
} finally {
  api.kill();
}
