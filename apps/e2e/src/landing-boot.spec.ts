import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { OWN_PORTS, startApi, stopServer } from './support/servers';

// As `npm start` runs the store: the API serves the shell and every remote on one origin, so the
// page it writes carries remotes.json, the landing remote's manifest and start-up's first answers
// and preloads the remote's scripts (ADR 0008). The other journeys use remotes on their own origins.
const PORT = OWN_PORTS.landingBoot;
const origin = `http://127.0.0.1:${PORT}`;
let api: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  api = await startApi(PORT);
});
test.afterAll(() => stopServer(api));

test('the landing renders with no start-up round trip, within the CSP, and the cart still loads', async ({
  page,
}) => {
  const requests: string[] = [];
  const violations: string[] = [];
  // What start-up asks for. Once loaded and idle (1.5 s after load at the earliest) the shell warms
  // the remotes a visitor opens next, their manifests included (use-warm-next.ts): not start-up,
  // and on a busy machine the checks below can run after it.
  let loadedAt = Infinity;
  const boot: string[] = [];
  page.on('load', () => (loadedAt = Math.min(loadedAt, Date.now())));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    requests.push(path);
    if (Date.now() < loadedAt + 1500) boot.push(path);
  });
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));

  await page.goto(`${origin}/`);
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const asked of ['/remotes.json', '/api/v1/get-default-info', '/api/v1/get-ticket-link'])
    expect(requests, asked).not.toContain(asked);
  expect(boot.filter((p) => p.endsWith('/mf-manifest.json'))).toEqual([]);
  // Preloaded and then used: each landing script is fetched once.
  const scripts = requests.filter((p) => p.endsWith('.js'));
  expect(new Set(scripts).size).toBe(scripts.length);
  expect(scripts).toEqual(expect.arrayContaining(['/remotes/shop/remoteEntry.js']));
  expect(scripts.some((p) => /^\/remotes\/shop\/screen-landing\.[0-9a-f]+\.js$/.test(p))).toBe(true);

  // The next remote is not in the page: it loads from its manifest as before.
  await page.goto(`${origin}/cart`);
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a tenant's landing shows its own hero and header from the page's data", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${origin}/summit-benefits`);
  await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('width', '260'); // its logo.svg's viewBox
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  expect(requests).not.toContain('/api/v1/validate-landing-page');
  expect(requests).not.toContain('/api/v1/get-agent-landing-page-info');
});
