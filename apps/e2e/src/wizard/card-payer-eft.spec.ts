import { expect, test } from '@playwright/test';
import {
  apiEnrollment,
  DENTAL,
  expectFieldError,
  fillNewBank,
  shoot,
  startWizard,
  step,
} from '../support/wizard';

/**
 * A card payer (card or EFT offered) signs the agreement without the EFT texts and agrees to them
 * on the billing step only if they choose a bank account (issue 32): the box is required there,
 * and the receipt then shows the account paid from.
 */
test('a card payer choosing EFT agrees to the EFT terms beside the account', async ({ page }) => {
  const tempId = await startWizard(page, [DENTAL], { zip: '94105', dob: '04/18/1988', tier: 'IO' });
  await apiEnrollment(page, tempId, 'billing', { email: `eft.terms.${Date.now()}@example.com` });
  // The texts the agreement step asks (signed above through the API, as the step would).
  await page.goto('/enrollment/agreement-signature');
  await expect(step(page, 'Agreement & Signature')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accuracy of Information' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Authorization for Electronic Funds Transfer (EFT)' }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Returned Payments and Fees' })).toHaveCount(0);

  await page.goto('/enrollment/billing-information');
  await expect(step(page, 'Billing Information')).toBeVisible();
  // Paying by card, nothing about EFT is asked.
  await expect(page.getByRole('heading', { name: 'Returned Payments and Fees' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Payment Type' }).getByRole('radio', { name: 'EFT' }).check();
  await expect(
    page.getByRole('heading', { name: 'Authorization for Electronic Funds Transfer (EFT)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Returned Payments and Fees' })).toBeVisible();
  await fillNewBank(page, 'Ana Lopez');
  const submit = page.getByRole('button', { name: /^Submit enrollment and pay \$/ });
  await submit.click();
  const box = page.getByRole('checkbox', { name: 'I agree to the EFT terms above.' });
  await expectFieldError(box, 'Please agree to the EFT terms to pay from a bank account.');
  await expect(page).toHaveURL(/billing-information$/);
  await box.check();
  await shoot(page, 'billing-eft-terms');
  await submit.click();
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByText(/xxxxx1012/)).toBeVisible();
});
