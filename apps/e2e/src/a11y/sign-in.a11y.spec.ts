import { expect, test } from '@playwright/test';
import { checkA11y } from '../support/axe';
import { inEveryLanguage, submitButton, visit } from '../support/a11y-tour';

// WCAG 2.1 A/AA (axe, serious and critical) on the sign-in pages, at desktop and phone width,
// empty and with their error messages shown.
inEveryLanguage((lang) => {
  test('sign-in, forgot password and member sign-in pages', async ({ page }) => {
    await visit(page, '/sign-in', lang);
    await checkA11y(page, 'sign-in');
    const form = page.getByRole('main').locator('form');
    await submitButton(form).click();
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'sign-in: fields missing');
    await form.locator('input[name="email"]').fill('nobody@example.com');
    await form.locator('input[name="password"]').fill('wrong password');
    await submitButton(form).click();
    await expect(form.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'sign-in: wrong password');

    await visit(page, '/forgot-password', lang);
    await checkA11y(page, 'forgot password');
    await page.getByRole('main').locator('input[name="email"]').fill('nobody@example.com');
    await submitButton(page.getByRole('main').locator('form')).click();
    await expect(page.getByRole('main').locator('input[name="code"]')).toBeVisible();
    await submitButton(page.getByRole('main').locator('form')).click();
    await expect(page.getByRole('main').locator('input[name="code"]')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await checkA11y(page, 'forgot password: code and new password, with errors');

    await visit(page, '/member-sign-in', lang);
    await checkA11y(page, 'member sign-in');
    await visit(page, '/member-sign-in/not-a-real-token', lang);
    await expect(page.getByRole('alert')).toBeVisible();
    await checkA11y(page, 'member sign-in link: not valid');
  });
});
