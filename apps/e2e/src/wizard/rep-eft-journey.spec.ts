import { expect, test } from '@playwright/test';
import {
  DENTAL,
  expectAccessibleStep,
  expectFieldError,
  expectReceipt,
  fillNewBank,
  next,
  personalAndContact,
  reviewAndConfirm,
  shoot,
  signAgreement,
  startStaffWizard,
  step,
  stored,
  submitEnrollment,
} from '../support/wizard';

// Dana Whitfield (agent 20417) is EFT-only for Harbor Logistics (3050), whose own method is unset
// (apps/api/README.md, demo payment methods).
const REP = { eprocess: 'rep', agent_id: 20417, group_id: 3050 } as const;
const CLIENT = { first: 'Grace', last: 'Hopper', email: 'grace.hopper@example.com', city: 'Atlanta' };

test('a rep enrolls a client paying by EFT; Edit Details from review returns to review', async ({ page }) => {
  test.setTimeout(180_000);
  await startStaffWizard(page, REP, [DENTAL], { zip: '30301' });
  await personalAndContact(page, CLIENT);
  await expect(step(page, 'Review & Confirmation')).toBeVisible();

  // View Details shows what was saved (the SSN only masked); Edit Details goes to the step and,
  // after its Next, back to review.
  await page.getByRole('button', { name: 'View Details: Personal Info' }).click();
  const details = page.getByRole('dialog', { name: 'Personal Info' });
  await expect(details).toContainText('Grace');
  await expect(details).toContainText('*****5678');
  await expect(details).not.toContainText('512345678');
  await shoot(page, 'review-details');
  await expectAccessibleStep(page);
  await details.getByRole('button', { name: 'Edit Details' }).click();
  await expect(step(page, 'Personal Information')).toBeVisible();
  expect(await stored(page, 'navto')).toBe('review');
  await page.getByLabel('First Name').fill('Grace Brewster');
  await next(page).click();
  await expect(step(page, 'Review & Confirmation')).toBeVisible();
  expect(await stored(page, 'navto')).toBeNull();
  await page.getByRole('button', { name: 'View Details: Personal Info' }).click();
  await expect(page.getByRole('dialog', { name: 'Personal Info' })).toContainText('Grace Brewster');
  await page.getByRole('dialog', { name: 'Personal Info' }).getByRole('button', { name: 'Back' }).click();
  await shoot(page, 'review');
  await expectAccessibleStep(page);

  await reviewAndConfirm(page, ['Personal Info', 'Contact Info', 'Billing Info', 'Agreement & Signature']);
  // Every box is required; then the broker confirms the applicant's ZIP code and signs.
  await page
    .getByRole('checkbox', { name: /I have read and agree to/ })
    .first()
    .check();
  await next(page).click();
  await expectFieldError(
    page.getByRole('checkbox', { name: /I have read and agree to/ }).nth(1),
    'This field is required.',
  );
  await signAgreement(page, { title: 'Broker Verification', answer: '30301', typed: 'Dana Whitfield' });

  // EFT only; the routing number is checked on blur and fills the bank name.
  const type = page.getByRole('group', { name: 'Payment Type' });
  await expect(type.getByRole('radio')).toHaveCount(1);
  await expect(type.getByRole('radio', { name: 'EFT' })).toBeChecked();
  await page.getByLabel('Routing Number').fill('021000022');
  await page.getByLabel('Routing Number').blur();
  await expectFieldError(page.getByLabel('Routing Number'), /This routing number is not valid\./);
  await expect(page.getByLabel('Bank Name')).toHaveValue('');
  await fillNewBank(page, 'Grace Hopper');
  await shoot(page, 'billing-eft');
  await expectAccessibleStep(page);
  await submitEnrollment(page).click();
  await expectReceipt(page, 'Grace Brewster Hopper');
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page).toHaveURL(/\/agent-home$/);
});
