import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { REMOTE_PORTS } from './support/servers';
import { demoTenants, paintedPrimary } from './support/tenants';

const fromOrigin = (port: number) => (url: string) => new URL(url).port === String(port);

test.describe('screens that live in their own remotes', () => {
  test('the empty cart comes from the cart-quote remote', async ({ page }) => {
    const fromCart: string[] = [];
    page.on('request', (r) => fromOrigin(REMOTE_PORTS.cart_quote)(r.url()) && fromCart.push(r.url()));
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
    await expect(page.getByText('No items in cart')).toBeVisible();
    expect(fromCart.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  });

  test('continue-enrollment clears storage, shows errors beside code and e-mail, and resumes', async ({
    page,
  }) => {
    await page.goto('/');
    // Start-up stores the default store's context before the landing form shows.
    await expect(page.getByLabel('Zip Code')).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    await page.goto('/continue-enrollment');
    await expect(page.getByRole('heading', { name: 'Welcome to the Benefit Store' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tempId'))).toBeNull();

    await page.getByLabel('Enrollment Code').fill('WRONG-0000');
    await page.getByLabel('Email').fill('casey.morgan@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Enrollment Code')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Enrollment Code').fill('DEMO-2468');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/enrollment\/[a-z-]+$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tempId')))!)).toMatch(
      /^[A-Za-z0-9_-]{22,}$/,
    );
  });

  test('agent home greets the rep and asks who to enroll for', async ({ page }) => {
    // The rep signs in (header, e-mail and password) and lands on their home.
    await signIn(page, 'rep');
    await expect(page.getByRole('heading', { name: /Jordan Avery/ })).toBeVisible();
    await expect(page.getByText('Who do you want to enroll for?')).toBeVisible();
    // No landing slug in the URL: the rep's own storefront theme is applied once the shell knows them.
    const agency = demoTenants.find((t) => t.kind === 'agent')!;
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--bs-color-primary').trim(),
        ),
      )
      .toBe(paintedPrimary(agency));
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please choose a platform')).toBeVisible();
  });
});
