import { expect, test } from '@playwright/test';

test.describe('pages that do not exist', () => {
  test('an unknown landing slug goes to the error page without header and footer', async ({ page }) => {
    await page.goto('/no-such-store');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('OOPS! Page not found')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an invalid referral goes to the error page', async ({ page }) => {
    await page.goto('/referrals?rid=not-a-real-referral');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('OOPS! Page not found')).toBeVisible();
  });
});
