import { spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  OWN_PORTS,
  REPO,
  remoteUrl,
  startStaticServer,
  stopServer,
  writeDefaultRemotes,
  writeRemotes,
} from './support/servers';

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const PORT = OWN_PORTS.remoteRedeploy;
let server: ChildProcess | null = null;
test.afterEach(async () => {
  if (server) await stopServer(server);
  writeDefaultRemotes();
});

test('a redeployed remote is what users get on reload, without rebuilding the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellBefore = hashTree(join(REPO, 'apps/shell/dist'));
  await page.goto('/cart');
  const cart = page.locator('[data-screen="cart-quote/cart"]');
  await expect(cart).toBeVisible();
  const releaseBefore = await cart.getAttribute('data-release');

  // The cart team ships a new build to a new URL and updates the environment's remotes manifest.
  const out = mkdtempSync(join(tmpdir(), 'bs-cart-release-'));
  const release = `e2e-${Date.now()}`;
  const build = spawnSync('npx', ['rspack', 'build', '-c', 'apps/cart-quote/rspack.config.mjs'], {
    cwd: REPO,
    env: { ...process.env, BS_RELEASE: release, BS_OUT_DIR: out },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  server = await startStaticServer(out, PORT);
  writeRemotes({ cart_quote: remoteUrl(PORT) });

  await page.reload();
  await expect(page.locator('[data-screen="cart-quote/cart"]')).toHaveAttribute('data-release', release);
  expect(release).not.toBe(releaseBefore);
  await expect(page.getByText('No items in cart')).toBeVisible();
  expect(hashTree(join(REPO, 'apps/shell/dist'))).toBe(shellBefore);
});
