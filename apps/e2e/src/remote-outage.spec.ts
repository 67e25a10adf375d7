import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  startStaticServer,
  stopServer,
  writeDefaultRemotes,
  writeRemotes,
  remoteUrl,
  OWN_PORTS,
} from './support/servers';

// The cart remote is served for this test from an origin the test controls, so it can go down.
const PORT = OWN_PORTS.remoteOutage;
let server: ChildProcess | null = null;

test.beforeEach(async () => {
  server = await startStaticServer('apps/cart-quote/dist', PORT);
  writeRemotes({ cart_quote: remoteUrl(PORT) });
});
test.afterEach(async () => {
  if (server) await stopServer(server);
  writeDefaultRemotes();
});

test('with the cart remote down the rest works, the cart says so, and Retry recovers it', async ({
  page,
}) => {
  await stopServer(server!);
  await page.goto('/cart');
  const alert = page.getByRole('alert').filter({ hasText: 'cart could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('BS-MF-001');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes are unaffected.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  await page.goto('/continue-enrollment');
  await expect(page.getByRole('heading', { name: 'Welcome to the Benefit Store' })).toBeVisible();

  await page.goto('/cart');
  await expect(alert).toBeVisible();
  server = await startStaticServer('apps/cart-quote/dist', PORT);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();
});
