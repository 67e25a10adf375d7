import { expect, test } from '@playwright/test';
import { mockAdminApi } from '../support/admin-fixtures';
import { checkA11y } from '../support/axe';
import { dialog, inEveryLanguage, submitButton, visit } from '../support/a11y-tour';
import { signInQuietly } from '../support/sign-in';

// WCAG 2.1 A/AA (axe, serious and critical) on the platform console (issue 13): the sign-in
// prompt, the tenants list (full, no match, the disable popup), the tenant form with its preview
// and a refused colour, the new-tenant form with its errors, and the change history; in both
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
});
