import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import {
  checkOut,
  DENTAL,
  drawSignature,
  expectReceipt,
  fillCart,
  fillNewCard,
  next,
  outboxRows,
  reviewAndConfirm,
  step,
  stored,
  submitEnrollment,
} from '../support/wizard';

// James Carter (5002) signs in by the link mailed to him and enrolls himself from member home:
// his enrollment is his (ADR 0013), so his record prefills it and only his session reaches it.
test('a member signs in, enrolls himself from member home and gets his receipt and its mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await actAs(page, 'member5002');
  await page.goto('/member-home');
  await page.getByRole('combobox', { name: /Choose Tier/ }).selectOption({ label: 'IO Member Only' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  const tempId = (await stored(page, 'tempId')) as string;
  expect(tempId).toBeTruthy();

  // Another browser holding only the id sees nothing of it.
  const other = await browser.newContext();
  const peek = await other.request.get(`/api/v1/get-form-fields-personal-info?enrollment_id=${tempId}`, {
    headers: { Authorization: `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}` },
  });
  expect(peek.status()).toBe(404);
  await other.close();

  await fillCart(page, tempId, [DENTAL]);
  await checkOut(page);
  await expect(step(page, 'Personal Information')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('James');
  await expect(page.getByLabel('Last Name')).toHaveValue('Carter');
  const marital = page.getByLabel('Marital Status');
  if (!(await marital.inputValue())) await marital.selectOption({ label: 'Single' });
  const ssn = page.getByLabel('SSN');
  if (!(await ssn.inputValue())) await ssn.fill('512345678');
  const prior = page.getByRole('group', { name: 'Prior Coverage' });
  if (await prior.isVisible()) await prior.getByRole('radio', { name: 'None' }).check();
  await next(page).click();
  await expect(step(page, 'Contact Information')).toBeVisible();
  // A member enrolling themself is asked for their own address, not a client's.
  const email = page.getByLabel('Your Email Address');
  if (!(await email.inputValue())) await email.fill('james.carter@example.com');
  for (const [label, value] of [
    ['Contact Number', '2015550177'],
    ['Street Address 1', '55 Peachtree Street'],
  ] as const)
    if (!(await page.getByLabel(label).inputValue())) await page.getByLabel(label).fill(value);
  await next(page).click();

  await reviewAndConfirm(page, ['Personal Info', 'Contact Info', 'Billing Info', 'Agreement & Signature']);
  // Signed in, the member is already verified: the agreement asks only for the boxes and a signature.
  await expect(page.getByRole('heading', { name: 'Applicant Verification' })).toBeVisible();
  await expect(page.getByLabel('Verification Answer')).toHaveCount(0);
  for (const box of await page.getByRole('checkbox', { name: /I have read and agree to/ }).all())
    await box.check();
  await drawSignature(page);
  await expect(page.getByText('Your signature has been captured.')).toBeAttached();
  await next(page).click();
  await expect(step(page, 'Billing Information')).toBeVisible();
  await fillNewCard(page, 'James', 'Carter');
  await submitEnrollment(page).click();
  await expectReceipt(page, 'James Carter');
  await expect(await outboxRows(page, 'james.carter@example.com', 'Enrollment Receipt')).not.toHaveCount(0);
});
