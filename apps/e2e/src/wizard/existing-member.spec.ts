import { expect, test } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { signInQuietly } from '../support/sign-in';
import {
  checkOut,
  expectFieldError,
  expectReceipt,
  fillCart,
  next,
  presetSession,
  reviewAndConfirm,
  shoot,
  signAgreement,
  step,
  stored,
  TERM_LIFE,
  submitEnrollment,
} from '../support/wizard';

// Maria Lopez (5001) has a spouse and a child, beneficiaries 60/40 and health answers on file.
// She lives in New York, where Summit Major Medical is not sold: CarePath Critical Illness is the
// underwritten plan (smoker-rated, so the quote says non-smoker).
const CRITICAL_ILLNESS = { id: 1005, ppid: 100501 };

test("a rep enrolls an existing member: the member's data is prefilled on every step", async ({ page }) => {
  test.setTimeout(120_000);
  // The rep's session (cookie) is what lets the call start an enrollment for their member.
  await signInQuietly(page, 'rep');
  const started = await page.request.post('/api/v1/add-filter-for-existing-user', {
    headers: API_HEADERS,
    data: { enroll_type: 'existing-member', user_id: 5001, tier: 'IF', eprocess: 'rep', agent_id: 10109 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const tempId: string = (await started.json()).data.temp_enrollment_id;
  const smoker = await page.request.put(`/api/v1/change-filter-info/${tempId}`, {
    headers: API_HEADERS,
    data: { is_smoker: 0 },
  });
  expect(smoker.ok(), await smoker.text()).toBe(true);
  await presetSession(page, {
    tempId,
    enroll_type: 'existing-member',
    eprocess: 'rep',
    agent_id: 10109,
    AGENT_ID: 10109,
    USER_ID: 5001,
  });
  await page.goto('/');
  await fillCart(page, tempId, [TERM_LIFE, CRITICAL_ILLNESS]);
  await checkOut(page);

  // Personal information from the member's record; the SSN only ever masked.
  await expect(page.getByLabel('First Name')).toHaveValue('Maria');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lopez');
  await expect(page.getByLabel('SSN')).toHaveValue('*****6789');
  await expect(page.getByLabel('Marital Status').locator('option:checked')).toHaveText('Married');

  // A rep may credit an enroller; a wrong code is refused inside the dialog.
  await page.getByRole('button', { name: 'Enter Enroller Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Enroller Code' });
  await dialog.getByLabel('Enroller Code').fill('NOPE-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(dialog.getByLabel('Enroller Code'), 'This enroller code is not valid.');
  await shoot(page, 'enroller-code');
  await dialog.getByLabel('Enroller Code').fill('JAV10109');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Enroller code saved: Jordan Avery')).toBeVisible();

  const weight = page.getByLabel('Weight (lbs)');
  if (await weight.isVisible()) {
    await weight.fill('140');
    await page.getByLabel('Feet').fill('5');
    await page.getByLabel('Inches').fill('4');
  }
  await next(page).click();
  await expect(step(page, 'Contact Information')).toBeVisible();
  await expect(page.getByLabel('Contact Number')).toHaveValue('(212) 555-0148');
  await expect(page.getByLabel('Street Address 1')).toHaveValue('225 W 34TH ST');
  const zip = await page.getByLabel('Zip Code').inputValue();
  const email = page.getByLabel("Client's Email Address");
  if (!(await email.inputValue())) await email.fill('maria.lopez@example.com');
  await next(page).click();

  await expect(step(page, 'Beneficiary Information')).toBeVisible();
  const beneficiaries = page.getByRole('list', { name: 'Beneficiaries' });
  await expect(beneficiaries).toContainText('#1: Daniel Lopez');
  await expect(beneficiaries).toContainText('#2: Sofia Lopez');
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  await next(page).click();

  // Maria's answers on file are hers alone (ADR 0026): the rep is told they exist, not what they
  // are, and asks the questions again with her.
  await expect(step(page, 'Health Questions')).toBeVisible();
  await expect(
    page.getByText('Health answers are on file, but they are shown only to the person who gave them.', {
      exact: false,
    }),
  ).toBeVisible();
  const asthma = page.getByRole('group', { name: /asthma/ });
  await expect(asthma.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await shoot(page, 'existing-health');
  await next(page).click();

  await expect(step(page, 'Dependent Information')).toBeVisible();
  const dependents = page.getByRole('list', { name: 'Dependents' });
  await expect(dependents).toContainText('Dep #1 Daniel Lopez');
  await expect(dependents).toContainText('Dep #2 Sofia Lopez');
  await expect(
    page.getByText('Please add/edit your dependent info to add/edit health questions.'),
  ).toBeVisible();
  await expect(page.getByText('You can continue now, or add another child.')).toBeVisible();
  expect(await stored(page, 'dep_sync_temp_id')).toBe(tempId);
  expect(await stored(page, 'enrollment')).toBeNull();
  // Daniel's and Sofia's answers on file are not shown to the rep either; left unedited, they
  // stay on file (ADR 0026).
  await shoot(page, 'existing-dependents');
  await next(page).click();

  await reviewAndConfirm(page, [
    'Personal Info',
    'Contact Info',
    'Beneficiary Info',
    'Health Questions',
    'Dependent Info',
    'Billing Info',
    'Agreement & Signature',
  ]);
  await signAgreement(page, { title: 'Broker Verification', answer: zip });

  // Maria's saved card is offered; choosing it locks new entry, choosing it again unlocks it.
  const saved = page.getByRole('radio', { name: /card xxxxxx1111/ });
  await saved.check();
  await expect(page.getByLabel('Card Number')).toBeDisabled();
  await saved.click();
  await expect(saved).not.toBeChecked();
  await expect(page.getByLabel('Card Number')).toBeEnabled();
  await saved.check();
  await shoot(page, 'existing-billing');
  await submitEnrollment(page).click();
  await expectReceipt(page, 'Maria Lopez');
});
