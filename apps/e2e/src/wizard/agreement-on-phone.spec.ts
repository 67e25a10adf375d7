import { expect, test } from '@playwright/test';
import { startQuote } from '../support/shopping';
import { apiEnrollment, DENTAL, drawSignature, fillCart, next, step } from '../support/wizard';

test.use({ viewport: { width: 390, height: 844 } });

// Invited employees sign on their phones (issue 20): the texts fold behind "Read the full text",
// so the last required box and the signature pad are on the screen together.
test('on a phone the required boxes and the signature pad share the screen; each text opens to be read', async ({
  page,
}) => {
  const tempId = await startQuote(page);
  await page.goto('/');
  await fillCart(page, tempId, [DENTAL]);
  await apiEnrollment(page, tempId, 'review');
  await page.goto('/enrollment/agreement-signature');
  await expect(step(page, 'Agreement & Signature')).toBeVisible();

  const boxes = page.getByRole('checkbox', { name: /I have read and agree to/ });
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  const pad = page.locator('canvas');
  await boxes.last().scrollIntoViewIfNeeded();
  await expect(boxes.last()).toBeInViewport();
  await pad.first().scrollIntoViewIfNeeded();
  await expect(boxes.last()).toBeInViewport();
  await expect(pad.first()).toBeInViewport();

  // Every text is still there to read, one tap away, and folds again.
  const read = page.getByRole('button', { name: 'Read the full text' });
  await expect(read).toHaveCount(count);
  const first = page.getByRole('region', { name: await page.locator('#agreement-head-0').innerText() });
  await expect(first).toBeHidden();
  await read.first().click();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/\w{4,}/);
  await page.getByRole('button', { name: 'Hide the text' }).click();
  await expect(first).toBeHidden();

  for (const box of await boxes.all()) await box.check();
  await page.getByLabel('Verification Answer').fill('04/18/1988');
  const userName = page.getByLabel('User Name');
  if (await userName.isEditable()) await userName.fill('Ana Lopez');
  await drawSignature(page);
  await expect(page.getByText('Your signature has been captured.')).toBeAttached();
  await page.screenshot({ path: '/tmp/shots-wizard/agreement-phone.png', fullPage: true });
  await next(page).click();
  await expect(step(page, 'Billing Information')).toBeVisible();
});
