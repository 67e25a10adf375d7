import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import { checkA11y } from '../support/axe';
import { dialog, inEveryLanguage, submitButton, visit } from '../support/a11y-tour';

// WCAG 2.1 A/AA (axe, serious and critical) on the member-admin screens and the tier popup, in
// both languages, at desktop and phone width (checkA11y checks both sizes).
inEveryLanguage((lang) => {
  test('current members: the list, page 2, no match, the tier popup with its error', async ({ page }) => {
    await actAs(page, 'rep10109');
    await visit(page, '/agent-select-member', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'current members: page 1');
    await visit(page, '/agent-select-member?page=2', lang);
    await checkA11y(page, 'current members: page 2');

    await page.getByRole('table').getByRole('button').first().click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await checkA11y(page, 'tier popup');
    await submitButton(d).click();
    await expect(d.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'tier popup: no tier chosen');
    await page.keyboard.press('Escape');

    await visit(page, '/agent-select-member?search=zzzz', lang);
    await expect(page.getByRole('table')).toHaveCount(0);
    await checkA11y(page, 'current members: no match');
  });

  test('group members list', async ({ page }) => {
    await actAs(page, 'group77');
    await visit(page, '/group-select-member', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'group members: page 1');
  });

  test('member home, with the tier error; the member benefit store error page', async ({ page }) => {
    // James, not Maria: see act-as.ts on how many mailed codes one member may have an hour.
    await actAs(page, 'member5002');
    await visit(page, '/member-home', lang);
    await checkA11y(page, 'member home');
    await submitButton(page.getByRole('main').locator('form')).click();
    await expect(page.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'member home: no tier chosen');

    await page.goto('/member-benefit-store/not-a-token/IO');
    await expect(page.getByRole('alert').or(page.locator('[role="status"]')).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await checkA11y(page, 'member benefit store: error');
  });
});
