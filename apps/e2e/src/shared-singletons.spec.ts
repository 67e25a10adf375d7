import { expect, test } from '@playwright/test';
import { REMOTE_PORTS, remoteUrl } from './support/servers';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  '@bs/session',
  '@bs/api-client',
  '@bs/i18n',
];

test('every deployed remote declares the platform singletons in its mf-manifest.json', async ({
  request,
}) => {
  for (const port of Object.values(REMOTE_PORTS)) {
    const manifest = await (await request.get(remoteUrl(port))).json();
    const shared = new Map<string, { singleton: boolean }>(
      manifest.shared.map((s: { name: string; singleton: boolean }) => [s.name, s]),
    );
    for (const name of SINGLETONS)
      expect(shared.get(name)?.singleton, `${manifest.name} shares ${name}`).toBe(true);
  }
});

test('React, the router and react-query load once, from the shell, when remotes render', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const copies = await page.evaluate(() => {
    type Info = { from: string; loaded?: boolean; useIn?: string[] };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const seen: Record<string, { from: string; useIn: string[] }[]> = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const info of Object.values(versions))
            if (info.loaded) (seen[pkg] ??= []).push({ from: info.from, useIn: info.useIn ?? [] });
    return seen;
  });
  for (const pkg of ['react', 'react-dom', 'react-router']) {
    expect(copies[pkg], pkg).toHaveLength(1);
    expect(copies[pkg][0].from).toBe('shell');
  }
  expect(copies.react[0].useIn).toEqual(expect.arrayContaining(['shell', 'cart_quote']));
});
