import { expect, test } from '@playwright/test';
import { checkA11y } from '../support/axe';
import { closeDialog, dialog, inEveryLanguage, mainAction, openDialog, visit } from '../support/a11y-tour';
import { startQuote } from '../support/shopping';
import { apiEnrollment, DENTAL, fillCart } from '../support/wizard';

// WCAG 2.1 A/AA (axe, serious and critical) at desktop and phone width on the last wizard steps,
// their popups and the receipt. Found by structure, so the same steps run in both languages.
inEveryLanguage((lang) => {
  test('review with its details and error popups, agreement with errors, billing (card and EFT)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tempId = await startQuote(page);
    await page.goto('/');
    await fillCart(page, tempId, [DENTAL]);
    await apiEnrollment(page, tempId, 'review');

    await visit(page, '/enrollment/review-confirm', lang);
    // The step's cards are in its form (the plans and totals come first, outside it).
    const cards = page.locator('[data-step] form ul').first();
    await expect(cards.getByRole('button').first()).toBeVisible();
    await checkA11y(page, 'review & confirmation');
    await openDialog(page, () => cards.getByRole('button').first().click());
    await expect(dialog(page).locator('dl')).toBeVisible();
    await checkA11y(page, 'review details popup');
    await closeDialog(page);

    // A refused save: the red line and the error popup, then its Save & Continue Later.
    await page.route('**/api/v1/save-review-info', (r) =>
      r.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          data: [{ target_element: 'review_info', error_message: 'x' }],
        }),
      }),
    );
    const error = await openDialog(page, () =>
      page.locator('button[type="submit"][form="review-form"]').click(),
    );
    await checkA11y(page, 'review error popup');
    await mainAction(error).click();
    await expect(dialog(page).locator('input[type="email"], input[name="email"]')).toBeVisible();
    await checkA11y(page, 'save & continue later from the error popup');
    await closeDialog(page);
    await page.unroute('**/api/v1/save-review-info');

    await visit(page, '/enrollment/agreement-signature', lang);
    await expect(page.locator('canvas')).toBeVisible();
    await checkA11y(page, 'agreement & signature');
    await page.locator('button[type="submit"][form="agreement-form"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checkA11y(page, 'agreement & signature with errors');

    await visit(page, '/enrollment/billing-information', lang);
    await expect(page.locator('input[name="card_number"]')).toBeVisible();
    await page.locator('[data-step] input[type="checkbox"]').first().check();
    await checkA11y(page, 'billing by card');
    await page.locator('input[name="payment_type"]').nth(1).check();
    await expect(page.locator('input[name="routing_number"]')).toBeVisible();
    await checkA11y(page, 'billing by EFT');
  });

  test('the receipt', async ({ page }) => {
    const tempId = await startQuote(page);
    await page.goto('/');
    await fillCart(page, tempId, [DENTAL]);
    await apiEnrollment(page, tempId, 'complete');
    await visit(page, '/enrollment/receipt', lang);
    await expect(page.getByTestId('policy-id')).toBeVisible();
    await checkA11y(page, 'receipt');
  });
});
