import { expect, test } from '@playwright/test';
import { checkA11y } from '../support/axe';
import { actAsStaff, addPlanViaApi, startEnrollment } from '../support/cart';

const DENTAL = { id: 1001, ppid: 100101, slug: 'brightsmile-dental-ppo', name: 'BrightSmile Dental PPO' };

test('a rep sends the quote with the comparison of the plans in the compare tray', async ({ page }) => {
  await actAsStaff(page, 'rep');
  const tempId = await startEnrollment(page, '04/18/1988');
  await addPlanViaApi(page.request, tempId, DENTAL);
  await page.goto('/plans');
  for (const name of ['BrightSmile Dental PPO', 'ClearView Vision Plus'])
    await page.getByRole('checkbox', { name: `Compare ${name}` }).check();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
  const form = page.getByRole('dialog', { name: 'Please enter details you want to send quote to?' });
  const include = form.getByRole('checkbox', {
    name: 'Include the comparison of the 2 plans chosen to compare',
  });
  await expect(include).toBeChecked();
  await checkA11y(page, 'quote form with the comparison choice');
  await form.getByLabel('Name').fill('Pat Doe');
  const email = `quote-compare-${Date.now()}@example.com`;
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page
    .getByRole('dialog', { name: 'Quote Preview' })
    .getByRole('region', { name: 'Quote preview' });
  await expect(preview).toContainText('Plans compared');
  await expect(preview).toContainText('ClearView Vision');
  await page.getByRole('dialog', { name: 'Quote Preview' }).getByRole('button', { name: 'Back' }).click();

  // Unticked, the quote goes without it.
  await include.uncheck();
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(preview).toContainText(DENTAL.name);
  await expect(preview).not.toContainText('Plans compared');
  await page.getByRole('dialog', { name: 'Quote Preview' }).getByRole('button', { name: 'Back' }).click();
  await include.check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmation' })).toContainText(email);

  await page.goto('/mail');
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await expect(page.locator('body')).toContainText('Plans compared');
  await expect(page.locator('body')).toContainText('BrightSmile Dental Co.');
});
