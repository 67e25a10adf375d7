import { expect, test } from '@playwright/test';
import { actAsStaff, addPlanViaApi } from '../support/cart';
import { checkA11y } from '../support/axe';
import {
  closeDialog,
  dialog,
  inEveryLanguage,
  mainAction,
  openDialog,
  orderInfo,
  startQuoteThroughForm,
  submitButton,
  visit,
} from '../support/a11y-tour';
import { startQuote } from '../support/shopping';

const DENTAL = { id: 1001, ppid: 100101, slug: 'brightsmile-dental-ppo' };
const VISION = { id: 1002, ppid: 100201, slug: 'clearview-vision-plus' };
const GAP_WITH_FEE = { id: 1019, ppid: 101901, slug: 'bridgecare-gap-plus', fee: { id: 1091, ppid: 109101 } };

// WCAG 2.1 A/AA (axe, serious and critical) on the cart, its popups, and where checkout lands.
inEveryLanguage((lang) => {
  test('empty cart; cart with plans, plan details, remove, checkout and the enrollment page', async ({
    page,
  }) => {
    await visit(page, '/cart', lang);
    await checkA11y(page, 'empty cart');

    const tempId = await startQuote(page);
    await addPlanViaApi(page.request, tempId, DENTAL);
    await addPlanViaApi(page.request, tempId, GAP_WITH_FEE);
    await visit(page, '/cart', lang);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await checkA11y(page, 'cart with plans and a fee line');

    // The plan's name opens its details; the row's last button asks to remove it.
    await openDialog(page, () => rows.first().getByRole('button').first().click());
    await checkA11y(page, 'plan details popup');
    await closeDialog(page);
    await openDialog(page, () => rows.first().getByRole('button').last().click());
    await checkA11y(page, 'remove plan popup');
    await closeDialog(page);

    const confirm = await openDialog(page, () => orderInfo(page).getByRole('button').first().click());
    await checkA11y(page, 'checkout confirmation popup');
    await mainAction(confirm).click();
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, 'enrollment page after checkout');
  });

  test('a rep’s quote: the form, its errors, the preview and the confirmation', async ({ page }) => {
    await actAsStaff(page, 'rep');
    const tempId = await startQuoteThroughForm(page, lang);
    await addPlanViaApi(page.request, tempId, DENTAL);
    await addPlanViaApi(page.request, tempId, VISION);
    await visit(page, '/cart', lang);

    const form = await openDialog(page, () => orderInfo(page).getByRole('button').nth(1).click());
    await checkA11y(page, 'quote form popup');
    await submitButton(page).click();
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'quote form popup with errors');

    await form.locator('input[name="name"]').fill('Pat Doe');
    await form.locator('input[name="email"]').fill(`a11y-${lang}-${Date.now()}@example.com`);
    // Preview is the first button of the popup's footer, Send the last.
    await form.locator('button:not([type="submit"])').last().click();
    const preview = dialog(page);
    await expect(preview.getByRole('region')).toBeVisible();
    await checkA11y(page, 'quote preview popup');
    await mainAction(preview).click();
    await expect(dialog(page).getByRole('status')).toContainText('@example.com');
    await checkA11y(page, 'quote sent popup');
  });
});
