import { expect, test } from '@playwright/test';
import { mockAdminApi } from '../support/admin-fixtures';
import { checkA11y } from '../support/axe';
import { dialog, inEveryLanguage, submitButton, visit } from '../support/a11y-tour';
import { signInQuietly } from '../support/sign-in';
import { backToEnvironmentBuild, release, releaseCommand } from '../support/releases';
import { REPO } from '../support/servers';

// WCAG 2.1 A/AA (axe, serious and critical) on the platform console (issue 13): the sign-in
// prompt, the tenants list (full, no match, the disable popup), the tenant form with its preview
// and a refused colour, the new-tenant form with its errors, the change history, and the releases
// page (issue 22) with its form error and rollback popup; in both
// languages, at desktop and phone width (checkA11y checks both sizes).
inEveryLanguage((lang) => {
  test('the sign-in prompt', async ({ page }) => {
    await visit(page, '/admin/tenants', lang);
    await expect(page.getByRole('main').locator('a[href="/sign-in"]')).toBeVisible();
    await checkA11y(page, 'console: sign-in prompt');
  });

  test('tenants list, no match, the disable popup', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await mockAdminApi(page);
    await visit(page, '/admin/tenants', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'tenants list');
    await page.getByRole('table').getByRole('button').first().click();
    await expect(dialog(page)).toBeVisible();
    await checkA11y(page, 'disable popup');
    await page.keyboard.press('Escape');
    await visit(page, '/admin/tenants?search=zzzz', lang);
    await expect(page.getByRole('table')).toHaveCount(0);
    await checkA11y(page, 'tenants list: no match');
  });

  test('tenant form with preview and history, a refused colour; the new-tenant form', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await mockAdminApi(page);
    await visit(page, '/admin/tenants/northwind-employees', lang);
    await expect(page.getByTestId('preview-desktop')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="history-title"] table')).toBeVisible();
    await checkA11y(page, 'tenant form, preview and history');
    await page.locator('input[name="theme.primary"]').fill('#ffff66');
    await submitButton(page.getByRole('main').locator('form')).click();
    await expect(page.locator('input[name="theme.primary"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'tenant form: colour refused');

    await visit(page, '/admin/tenants/new', lang);
    await submitButton(page.getByRole('main').locator('form')).click();
    await expect(page.locator('input[name="slug"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'new tenant: errors');
  });

  test('releases page with a live version and a pin, the rollback popup, a form error', async ({ page }) => {
    test.setTimeout(120_000);
    // The cart's own local build, published as a release: the store keeps working while it is live.
    const version = await release('cart-quote', ['--from', `${REPO}apps/cart-quote/dist`]);
    try {
      await releaseCommand('release-activate', ['cart-quote', version]);
      await releaseCommand('release-activate', ['cart-quote', version, '--tenant', 'summit-benefits']);
      await signInQuietly(page, 'admin');
      await visit(page, '/admin/releases', lang);
      const card = page.locator('section[aria-labelledby="remote-cart_quote"]');
      await expect(card.getByRole('table')).toBeVisible();
      await checkA11y(page, 'releases page');
      await card.locator('input[name="target"][value="tenant"]').check();
      await submitButton(card).click();
      await expect(card.locator('select[name="tenant_slug"]')).toHaveAttribute('aria-invalid', 'true');
      await checkA11y(page, 'releases page: form error');
      await card
        .getByRole('button')
        .filter({ hasText: /Roll back|Volver atrás/ })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
      await checkA11y(page, 'rollback popup');
    } finally {
      await backToEnvironmentBuild('cart_quote');
    }
  });
});
