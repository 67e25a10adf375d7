import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import { checkA11y } from '../support/axe';
import { shoot } from './shots';

// A group's benefits settings (issues 28 and 29): Northwind's administrator (group 77, biweekly,
// in open enrollment) opens them from the group home, adds a flat vision contribution and finds it
// listed, gives a dental plan's family tier a deduction code of its own and reads it back after a
// reload; Lakeside's administrator (group 4100, closed) approves Carla Mendes's pending birth.
test('group administrators set a contribution rule and approve a pending life event', async ({ page }) => {
  test.setTimeout(90_000);
  await actAs(page, 'group77');
  await page.goto('/group-home');
  await page.getByRole('main').getByRole('link', { name: 'Benefits settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits settings' })).toBeVisible();
  await expect(page.getByText(/^Open enrollment ends in \d+ days?$/)).toBeVisible();
  await expect(page.getByLabel('Pay frequency')).toHaveValue('biweekly');
  await expect(page.getByText('50% of the employee-only rate, up to $20.00 a month')).toBeVisible();
  await shoot(page, 'group-settings-northwind');

  const form = page.getByRole('form', { name: 'Add a contribution rule' });
  await form.getByLabel('Plan category').selectOption('vision');
  await form.getByLabel('Employer contribution').selectOption('flat');
  await form.getByRole('button', { name: 'Save contribution rule' }).click();
  // Nothing typed: the amount is asked for beside its box.
  await expect(form.getByLabel('Monthly amount ($)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Monthly amount ($)').fill('15');
  await form.getByRole('button', { name: 'Save contribution rule' }).click();
  await expect(form.getByText('The contribution rule was saved.')).toBeVisible();
  const rules = page.getByRole('list', { name: 'Employer contribution rules' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'Vision' })).toContainText('$15.00 a month');

  // A deduction code of its own for a dental plan's family tier (the seed codes every tier DEN-PRE),
  // typed in small letters and kept in capitals, read back after a reload.
  const codes = page.getByRole('form', { name: 'Deduction codes' });
  await expect(codes.getByRole('listitem').filter({ hasText: 'DEN-PRE' }).first()).toBeVisible();
  await codes.getByLabel('Plan').selectOption('1001');
  await codes.getByLabel('Tier').selectOption('IF');
  const code = codes.getByRole('textbox', { name: /Deduction code/ });
  await expect(code).toHaveValue('');
  await code.fill('nw-den-fam');
  await expect(code).toHaveValue('NW-DEN-FAM');
  await codes.getByRole('button', { name: 'Save deduction code' }).click();
  await expect(codes.getByText(/^The payroll file now uses NW-DEN-FAM for Dental · /)).toBeVisible();
  await page.reload();
  const again = page.getByRole('form', { name: 'Deduction codes' });
  await expect(again.getByRole('listitem').filter({ hasText: 'NW-DEN-FAM' })).toBeVisible();
  await again.getByLabel('Plan').selectOption('1001');
  await again.getByLabel('Tier').selectOption('IF');
  await expect(again.getByRole('textbox', { name: /Deduction code/ })).toHaveValue('NW-DEN-FAM');

  // The payroll file of the first pay date offered, as CSV.
  const file = page.getByRole('form', { name: 'Download payroll file' });
  const download = page.waitForEvent('download');
  await file.getByRole('button', { name: 'Download payroll file' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(file.getByText(/was downloaded: \d+ deductions/)).toBeVisible();

  await page.context().clearCookies();
  await actAs(page, 'group4100');
  await page.goto('/group-settings');
  await expect(page.getByText('Enrollment is closed', { exact: true })).toBeVisible();
  const events = page.getByRole('region', { name: 'Life events to review' });
  const carla = events.getByRole('listitem').filter({ hasText: 'Carla Mendes' });
  await expect(carla).toContainText('1 document received');
  await checkA11y(page, 'group settings: closed window, a life event to review');
  await shoot(page, 'group-settings-lakeside');
  await carla.getByLabel('Reason for your decision').fill('Birth certificate checked.');
  await carla.getByRole('button', { name: 'Approve: Carla Mendes' }).click();
  await expect(events.getByText('No life events wait for a decision.')).toBeVisible();
});
