import { expect, test } from '@playwright/test';
import { categoryLabel } from '@bs/domain';
import { SHOTS_DIR, startQuote } from '../support/shopping';

/** Listing section titles in the spec's order (shopping §2 Plan listing). */
const SECTIONS: [key: string, title: string][] = [
  ['dental', 'Dental Plans'],
  ['vision', 'Vision Plans'],
  ['medical', 'Medical Plans'],
  ['term_life', 'Term Life Plans'],
  ['limitedmed', 'Limited Medical Plans'],
  ['rx', 'RX Plans'],
  ['lifestyle', 'Life Style Plans'],
  ['supplemental', 'Supplemental Plans'],
  ['di', 'Disability Income Plans'],
  ['critical', 'Critical Illness Plans'],
  ['accident', 'Accident Plans'],
  ['hospital', 'Hospital Plans'],
  ['pet', 'Pet Plans'],
];

test.describe('plan listing', () => {
  test('all thirteen sections appear in the spec order, with the group and the quote basics', async ({
    page,
  }) => {
    await startQuote(page);
    await page.goto('/plans');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await expect(page.getByText('Northwind Traders (NWT077)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText('94105');
    await expect(page.getByRole('heading', { name: 'Pet Plans', level: 2 })).toBeVisible();
    const titles = await page.getByRole('heading', { level: 2, name: / Plans$/ }).allTextContents();
    expect(titles).toEqual(SECTIONS.map(([, t]) => t));
    await expect(page.getByRole('link', { name: /^More Info about / }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/listing-1280.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS_DIR}/listing-390.png`, fullPage: false });
    await page.screenshot({ path: `${SHOTS_DIR}/listing-390-full.png`, fullPage: true });
  });

  test('each category is reachable from the menu and pre-selected in the filter', async ({ page }) => {
    await startQuote(page);
    await page.goto('/plans');
    const menu = page.getByRole('navigation', { name: 'Plan categories' });
    const filter = page.getByRole('group', { name: 'Choose Category' });
    for (const [key, title] of SECTIONS) {
      await menu.getByRole('link', { name: categoryLabel(key), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/plans\\?type=${key}$`));
      await expect(filter.getByRole('checkbox', { name: categoryLabel(key), exact: true })).toBeChecked();
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: / Plans$/ })).toHaveCount(1);
    }
  });

  test('each category is reachable from the Choose Category filter', async ({ page }) => {
    await startQuote(page);
    await page.goto('/plans');
    const filter = page.getByRole('group', { name: 'Choose Category' });
    for (const [key, title] of SECTIONS) {
      const box = filter.getByRole('checkbox', { name: categoryLabel(key), exact: true });
      await box.check();
      await expect(page.getByRole('heading', { level: 2, name: / Plans$/ })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await box.uncheck();
    }
    // Two at once: both sections, in the spec's order.
    await filter.getByRole('checkbox', { name: 'PET' }).check();
    await filter.getByRole('checkbox', { name: 'Dental', exact: true }).check();
    await expect(page.getByRole('heading', { level: 2, name: / Plans$/ })).toHaveText([
      'Dental Plans',
      'Pet Plans',
    ]);
  });

  test('Basic Details: errors beside the fields, then the listing follows the new basics', async ({
    page,
  }) => {
    await startQuote(page);
    await page.goto('/plans?type=dental');
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Basic Details' });
    await expect(dialog.getByLabel('Zip Code')).toHaveValue('94105');
    await dialog.getByLabel('Zip Code').fill('00000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Zip Code')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Zip Code').fill('10001');
    await dialog.getByLabel('Tier').selectOption('IS');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    const summary = page.getByRole('region', { name: 'Your details' });
    await expect(summary).toContainText('10001');
    await expect(summary).toContainText('IS Member + Spouse');
    await dialog.getByRole('button', { name: 'Back' }).isHidden();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Basic Details' }).getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
