import { expect, test } from '@playwright/test';

test.describe('the open-enrollment form on the landing page', () => {
  test('bad input shows errors beside the fields; good input reaches plans with the filter stored', async ({
    page,
  }) => {
    await page.goto('/');
    const zip = page.getByLabel('Zip Code');
    await page.getByRole('button', { name: 'View Plans' }).click();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Tier')).toHaveAttribute('aria-invalid', 'true');

    // A well-formed zip that is not a US zip code: the server's message shows beside the field.
    await zip.fill('00000');
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByLabel('Tier').selectOption('IS');
    await page.getByLabel('Date of Birth').pressSequentially('4181988');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('04/18/1988');
    await page.getByRole('button', { name: 'View Plans' }).click();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    const zipError = await zip.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${zipError?.split(' ')[0]}"]`)).not.toBeEmpty();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // Nothing typed was lost.
    await expect(page.getByLabel('Date of Birth')).toHaveValue('04/18/1988');

    await zip.fill('10001');
    await page.getByRole('button', { name: 'View Plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your details' });
    await expect(summary).toContainText('10001');
    await expect(summary).toContainText('04/18/1988');

    const stored = await page.evaluate(() => ({
      tempId: localStorage.getItem('tempId'),
      quote: localStorage.getItem('show-quotation'),
    }));
    expect(JSON.parse(stored.tempId!)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(JSON.parse(stored.quote!)).toBe('no');

    // Back on the form, the stored filter prefills it; an update keeps the same enrollment.
    await page.goto('/home');
    await expect(page.getByLabel('Zip Code')).toHaveValue('10001');
    await page.getByLabel('Zip Code').fill('94105');
    await page.getByRole('button', { name: 'View Plans' }).click();
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText('94105');
    expect(await page.evaluate(() => localStorage.getItem('tempId'))).toBe(stored.tempId);
  });
});
