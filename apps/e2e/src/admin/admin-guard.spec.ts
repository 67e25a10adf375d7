import { expect, test } from '@playwright/test';
import { signInQuietly } from '../support/sign-in';

// The platform console is the fifth remote (platform-admin), loaded by the shell on /admin routes.
test('without a sign-in the console asks for one; a platform admin gets the tenants list', async ({
  page,
}) => {
  await page.goto('/admin/tenants');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Platform console' })).toBeVisible();
  await main.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInQuietly(page, 'admin');
  await page.goto('/admin/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
});
