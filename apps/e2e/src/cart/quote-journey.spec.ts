import { expect, test } from '@playwright/test';
import {
  actAsStaff,
  addPlanViaApi,
  dobTurning30BetweenFirstDates,
  shoot,
  startEnrollment,
  stored,
} from '../support/cart';

const VISION = { id: 1002, ppid: 100201, slug: 'clearview-vision-plus', name: 'ClearView Vision Plus' };
const DENTAL = { id: 1001, ppid: 100101, slug: 'brightsmile-dental-ppo', name: 'BrightSmile Dental PPO' };

test('a rep e-mails a personalised quote and it is in the outbox with the plans', async ({ page }) => {
  await actAsStaff(page, 'rep');
  const tempId = await startEnrollment(page, dobTurning30BetweenFirstDates());
  expect(await stored(page, 'show-quotation')).toBe('yes');
  await addPlanViaApi(page.request, tempId, DENTAL);
  await addPlanViaApi(page.request, tempId, VISION);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
  const form = page.getByRole('dialog', { name: 'Please enter details you want to send quote to?' });
  const email = `quote-${Date.now()}@example.com`;

  // Bad input first: the messages sit beside the fields and nothing typed is lost.
  await form.getByLabel('Name').fill('Pat Doe');
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveValue('Pat Doe');

  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Message').fill('The plans we talked about today.');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Quote Preview' });
  await expect(preview.getByRole('region', { name: 'Quote preview' })).toContainText(DENTAL.name);
  await shoot(page, 'quote-preview');
  await preview.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await shoot(page, 'quote-form');
  await form.getByRole('button', { name: 'Send' }).click();
  const done = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(done).toContainText(`Quote Successfully Sent to ${email}`);
  await done.getByRole('button', { name: 'OK' }).click();

  await page.goto('/mail');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.locator('body')).toContainText(DENTAL.name);
  await expect(page.locator('body')).toContainText(VISION.name);
});

const GAP = {
  id: 1019,
  ppid: 101901,
  slug: 'bridgecare-gap-plus',
  name: 'BridgeCare Gap Plus',
  fee: { id: 1091, ppid: 109101 },
};

test('a group administrator quotes a cart with a 3% fee plan: the fee is fixed and disclosed', async ({
  page,
}) => {
  await actAsStaff(page, 'group');
  const tempId = await startEnrollment(page, dobTurning30BetweenFirstDates());
  await addPlanViaApi(page.request, tempId, GAP);

  await page.goto('/cart');
  await expect(page.getByRole('table').getByText(GAP.name)).toBeVisible();
  // The fee line is listed under Order Info and has no remove button.
  const order = page.getByRole('region', { name: 'Order Info' });
  await expect(order.getByRole('list', { name: 'Included with your plans' })).toContainText(
    'Administrative Fee',
  );
  await expect(page.getByRole('button', { name: /^Remove .*Fee/ })).toHaveCount(0);
  await shoot(page, 'cart-fee-plan');

  await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
  const form = page.getByRole('dialog', { name: 'Please enter details you want to send quote to?' });
  await expect(form).toContainText('Quotes, prices and/or rates displayed include 3% Administrative fees.');
  // Nothing sent without a name and an e-mail.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});
