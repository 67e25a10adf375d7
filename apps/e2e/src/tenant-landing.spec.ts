import { expect, test } from '@playwright/test';
import { categoryLabel } from '@bs/domain';
import { demoTenants, landingPath, paintedPrimary } from './support/tenants';

for (const tenant of demoTenants) {
  test(`${tenant.name} shows its own branding, theme and menu`, async ({ page }) => {
    await page.goto(landingPath(tenant));
    const header = page.getByRole('banner');
    await expect(header.getByText(tenant.branding.tagline).first()).toBeVisible();
    await expect(header.getByRole('link', { name: tenant.branding.display_phone })).toBeVisible();

    const menu = page.getByRole('navigation', { name: /categor/i });
    for (const key of tenant.menu) {
      await expect(menu.getByRole('link', { name: categoryLabel(key), exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link')).toHaveCount(tenant.menu.length);

    // The theme is in the HTML the server sent: the colour holds before the app's scripts run.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bs-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(paintedPrimary(tenant));
    await expect(page.getByRole('contentinfo')).toContainText('2022');

    await header.getByRole('button', { name: 'About' }).click();
    await expect(page.getByRole('dialog', { name: tenant.branding.display_about_name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the theme is applied before first paint, with scripts disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const group = demoTenants.find((t) => t.kind === 'group')!;
  await page.goto(landingPath(group));
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--bs-color-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe(paintedPrimary(group));
  await context.close();
});

test('a menu click goes to plans with that category and remembers it', async ({ page }) => {
  const agency = demoTenants.find((t) => t.kind === 'agent')!;
  await page.goto(landingPath(agency));
  const key = agency.menu[1];
  await page
    .getByRole('navigation', { name: /categor/i })
    .getByRole('link', { name: categoryLabel(key), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${agency.slug}/plans\\?type=${key}$`));
  const stored = await page.evaluate(() => localStorage.getItem('menuSelectedItem'));
  expect(JSON.parse(stored!)).toMatchObject({ key });
});
