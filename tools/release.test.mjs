import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The release commands against a running API (its own PGlite and remotes store): publish from a
// build folder (the build step itself is the remotes' ordinary rspack build), refusal with the
// reasons, activate / pin / roll out / roll back, and who may run them (ADR 0018).
const run = promisify(execFile);
const repo = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'bs-release-cmd-'));
const store = join(work, 'store');
const TOKEN = 'release-command-test-token-0123456789abcdef';

/** A cart-quote build folder as rspack writes it (only the files the commands read). */
function buildFolder(name, manifest) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name} */`);
  return dir;
}
const manifest = (over = {}) => ({
  metaData: { name: 'cart_quote', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1234567890.js'], async: ['screen-cart.1234567890.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
  ...over,
});

let api;
beforeAll(async () => {
  const { startApi } = await import('../apps/api/test/api-process.ts');
  api = await startApi(
    { PGLITE_DIR: join(work, 'pglite'), REMOTES_STORE_DIR: store, RELEASE_TOKEN: TOKEN, SHELL_DIST: work },
    90_000,
  );
}, 120_000);
afterAll(async () => {
  if (api) {
    api.kill('SIGTERM');
    await api.exited;
  }
  rmSync(work, { recursive: true, force: true });
});

const command = (script, args, env = { BS_RELEASE_TOKEN: TOKEN }) =>
  run('node', [`tools/${script}.mjs`, ...args], {
    cwd: repo,
    env: { ...process.env, BS_API_URL: api.url, REMOTES_STORE_DIR: store, BS_ADMIN_TOKEN: '', ...env },
  });
const lastWord = (out) => out.trim().split('\n').at(-1).trim().split(/\s+/).at(-1);

describe('npm run release, release:activate, release:rollback', () => {
  it('publishes a build under the hash of its files, once, and ends with the version', async () => {
    const dir = buildFolder('good', manifest());
    const { stdout } = await command('release', ['cart-quote', '--from', dir]);
    const version = lastWord(stdout);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(join(store, 'cart_quote', version, 'remoteEntry.js'), 'utf8')).toBe('/* good */');
    // The same files again: the same version, nothing overwritten, nothing left staged.
    expect(lastWord((await command('release', ['cart_quote', '--from', dir])).stdout)).toBe(version);
    expect(readdirSync(join(store, 'cart_quote'))).toEqual([version]);
    const served = await fetch(`${api.url}/releases/cart_quote/${version}/remoteEntry.js`);
    expect(await served.text()).toBe('/* good */');
  }, 60_000);

  it('refuses a build that breaks the shell contract, with the reasons, and keeps nothing of it', async () => {
    const dir = buildFolder(
      'broken',
      manifest({ exposes: [], metaData: { ...manifest().metaData, name: 'cartq' } }),
    );
    const err = await command('release', ['cart-quote', '--from', dir]).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/publish-release was refused \(422\)/);
    expect(err.stderr).toMatch(/The federation name is "cartq", the shell loads "cart_quote"/);
    expect(err.stderr).toMatch(/does not expose \.\/routes/);
    expect(readdirSync(join(store, 'cart_quote')).some((f) => f.startsWith('.incoming'))).toBe(false);
    expect(readdirSync(join(store, 'cart_quote'))).toHaveLength(1);
  }, 60_000);

  it('activates, pins, rolls out and rolls back, signed in as the platform administrator', async () => {
    const admin = { ADMIN_EMAIL: 'admin@benefit-store.example', ADMIN_PASSWORD: 'demo-platform-admin' };
    const [version] = readdirSync(join(store, 'cart_quote'));
    const other = lastWord(
      (await command('release', ['cart-quote', '--from', buildFolder('two', manifest())])).stdout,
    );
    const pin = await command(
      'release-activate',
      ['cart-quote', other, '--tenant', 'summit-benefits'],
      admin,
    );
    expect(pin.stdout).toMatch(`pinned: ${other} for summit-benefits`);
    const roll = await command('release-activate', ['cart-quote', other, '--percent', '25'], admin);
    expect(roll.stdout).toMatch(`rollout: ${other} to 25% of browsers`);
    await command('release-activate', ['cart-quote', version], admin);
    const all = await command('release-activate', ['cart-quote', other], admin);
    expect(all.stdout).toMatch(`active: ${other}`);
    const page = await (await fetch(`${api.url}/cart`)).text();
    expect(page).toContain(`"cart_quote":"/releases/cart_quote/${other}/mf-manifest.json"`);
    const back = await command('release-rollback', ['cart-quote'], admin);
    expect(back.stdout).toMatch(`active: ${version}`);
    expect(back.stdout).not.toMatch('pinned');
  }, 90_000);

  it('says what is missing without credentials, and is refused with a wrong token', async () => {
    const none = await command('release-rollback', ['cart-quote'], {
      BS_RELEASE_TOKEN: '',
      ADMIN_EMAIL: '',
    }).catch((e) => e);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/set BS_RELEASE_TOKEN .* or ADMIN_EMAIL and ADMIN_PASSWORD/);
    const wrong = await command('release-rollback', ['cart-quote'], { BS_RELEASE_TOKEN: `${TOKEN}x` }).catch(
      (e) => e,
    );
    expect(wrong.stderr).toMatch(/refused \(401\)/);
    const bad = await command('release', ['checkout'], {}).catch((e) => e);
    expect(bad.stderr).toMatch(/name a remote: shop, cart_quote/);
  }, 60_000);
});
