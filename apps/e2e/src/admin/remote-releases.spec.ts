import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { backToEnvironmentBuild, release, releaseCommand } from '../support/releases';
import { CLIENT_AUTH } from '../support/api';
import { REMOTES_STORE_DIR } from '../support/servers';
import { signInQuietly } from '../support/sign-in';

// Issue 22 (ADR 0018): the cart team publishes a build, tries it on one store, gives it to every
// store and rolls it back from the console, with no shell rebuild and no restart; a release with
// a missing chunk leaves the store working on the build it had.
const cart = (page: Page) => page.locator('[data-screen="cart-quote/cart"]');

async function cartRelease(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await expect(cart(page)).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();
  return cart(page).getAttribute('data-release');
}

/** On the console's Releases page, the cart's card. */
async function cartCard(page: Page) {
  await page.goto('/admin/releases');
  const card = page.getByRole('region', { name: 'Cart and quote (cart_quote)' });
  await expect(card).toBeVisible();
  return card;
}

async function failuresOf(page: Page, version: string): Promise<number> {
  const res = await page.request.get('/api/v1/list-releases?remote=cart_quote', {
    headers: { authorization: CLIENT_AUTH },
  });
  const body = (await res.json()) as {
    data: { remotes: { versions: { version: string; failures: number }[] }[] };
  };
  return body.data.remotes[0]!.versions.find((v) => v.version === version)?.failures ?? 0;
}

test.afterAll(async () => {
  await backToEnvironmentBuild('cart_quote');
});

test('a cart release is pinned to one store, given to everyone and rolled back from the console', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInQuietly(page, 'admin');
  const before = await cartRelease(page, '/summit-benefits/cart');

  // A visible change: the build carries its own release label (data-release on the cart).
  const label = `e2e-release-${Date.now()}`;
  const version = await release('cart-quote', [], { BS_RELEASE: label });
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  // Published is not live.
  expect(await cartRelease(page, '/summit-benefits/cart')).toBe(before);

  // Pin it to Summit Benefits in the console: that store gets it, Northwind does not.
  let card = await cartCard(page);
  await card.getByLabel('Version').selectOption(version);
  await card.getByRole('radio', { name: 'One store (pin)' }).check();
  await card.getByLabel('Store', { exact: true }).selectOption('summit-benefits');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${version} is live as chosen` })).toBeVisible();
  await expect(card.getByText('Pinned for summit-benefits')).toBeVisible();
  expect(await cartRelease(page, '/summit-benefits/cart')).toBe(label);
  expect(await cartRelease(page, '/northwind-employees/cart')).toBe(before);

  // Every store.
  card = await cartCard(page);
  await card.getByLabel('Version').selectOption(version);
  await card.getByRole('radio', { name: 'Every store' }).check();
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(card.getByRole('row').filter({ hasText: version })).toContainText('everyone');
  expect(await cartRelease(page, '/northwind-employees/cart')).toBe(label);
  expect(await cartRelease(page, '/cart')).toBe(label);

  // Roll back: the environment's build again, everywhere (the pin of the rolled-back version goes too).
  card = await cartCard(page);
  await card.getByRole('button', { name: 'Roll back Cart and quote (cart_quote)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back Cart and quote (cart_quote)?' });
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Pinned for summit-benefits')).toBeHidden();
  expect(await cartRelease(page, '/summit-benefits/cart')).toBe(before);
  expect(await cartRelease(page, '/northwind-employees/cart')).toBe(before);
});

test('a release with a missing chunk leaves the store on the build it had, and the console shows the failure', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInQuietly(page, 'admin');
  const good = await cartRelease(page, '/cart');

  // A good build, published, then a copy of it without its exposed module's chunk.
  const version = await release('cart-quote', [], { BS_RELEASE: `e2e-good-${Date.now()}` });
  const broken = mkdtempSync(join(tmpdir(), 'bs-broken-cart-'));
  try {
    cpSync(join(REMOTES_STORE_DIR, 'cart_quote', version), broken, { recursive: true });
    for (const f of readdirSync(broken))
      if (f.startsWith('__federation_expose_routes.')) rmSync(join(broken, f));
    const bad = await release('cart-quote', ['--from', broken]);
    expect(bad).not.toBe(version);
    await releaseCommand('release-activate', ['cart-quote', bad]);

    expect(await cartRelease(page, '/cart')).toBe(good);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The browser reported the failure; the console shows it beside the version.
    await expect.poll(() => failuresOf(page, bad)).toBeGreaterThan(0);
    const card = await cartCard(page);
    await expect(card.getByRole('row').filter({ hasText: bad })).toContainText(/\d+ reported/);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test('a release whose files changed after publishing fails its integrity check and the store keeps the build it had', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInQuietly(page, 'admin');
  const good = await cartRelease(page, '/cart');

  // Published with the SRI hashes of its manifest and remote entry (ADR 0028), then the store's
  // copy of the entry is changed (a tampered CDN, a half-finished upload): the browser refuses it.
  const label = `e2e-tampered-${Date.now()}`;
  const version = await release('cart-quote', [], { BS_RELEASE: label });
  // The store serves precompressed copies first: the changed entry replaces all three.
  const files = ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'].map((f) =>
    join(REMOTES_STORE_DIR, 'cart_quote', version, f),
  );
  const originals = files.map((f) => (existsSync(f) ? readFileSync(f) : undefined));
  try {
    appendFileSync(files[0]!, '\n/* changed after publishing */\n');
    for (const f of files.slice(1)) rmSync(f, { force: true });
    await releaseCommand('release-activate', ['cart-quote', version]);

    expect(await cartRelease(page, '/cart')).toBe(good);
    expect(good).not.toBe(label);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => failuresOf(page, version)).toBeGreaterThan(0);
  } finally {
    files.forEach((f, i) => originals[i] && writeFileSync(f, originals[i]));
    await backToEnvironmentBuild('cart_quote');
  }
});
