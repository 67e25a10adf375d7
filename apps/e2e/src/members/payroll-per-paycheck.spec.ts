import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { actAs } from '../support/act-as';

// Issue 28's "done means", the administrator's side (ADR 0033): Northwind (group 77, biweekly,
// 50% of employee-only dental up to $20.00 a month) downloads the deduction file of its next pay
// date and finds Emma Anderson's dental under its code, pre-tax; switched to semi-monthly, the
// same year's cost is split over 24 paychecks instead of 26 (or 27) and the file follows.

type Line = { code: string; tax: string; employee: number; employer: number };

/** Builds the CSV of the first pay date offered and answers Emma Anderson's dental line. */
async function emmasDental(page: Page): Promise<Line> {
  const form = page.getByRole('form', { name: 'Download payroll file' });
  const payDate = form.getByLabel('Pay date', { exact: true });
  await payDate.selectOption(
    (await payDate.locator('option:not([value=""])').first().getAttribute('value'))!,
  );
  await form.getByLabel('Every deduction of the pay date').check();
  await form.getByLabel('CSV').check();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download payroll file' }).click();
  const csv = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv
    .trim()
    .split('\r\n')
    .map((r) => r.split(','));
  expect(header!.slice(0, 7)).toEqual([
    'Employee ID',
    'Last name',
    'First name',
    'Deduction code',
    'Tax',
    'Employee amount',
    'Employer amount',
  ]);
  const emma = rows.find((r) => r[1] === 'Anderson' && r[2] === 'Emma' && r[3]!.startsWith('DEN'));
  expect(emma, csv).toBeDefined();
  return { code: emma![3]!, tax: emma![4]!, employee: Number(emma![5]), employer: Number(emma![6]) };
}

async function saveFrequency(page: Page, frequency: 'biweekly' | 'semimonthly') {
  const form = page.getByRole('form', { name: 'Pay schedule' });
  await form.getByLabel('Pay frequency').selectOption(frequency);
  await form.getByRole('button', { name: 'Save pay schedule' }).click();
  await expect(
    form.getByText('The pay schedule was saved. Per-paycheck prices now follow it.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Pay schedule' }).getByLabel('Pay frequency')).toHaveValue(
    frequency,
  );
}

test('the deduction file carries the dental code and follows a change of pay frequency', async ({ page }) => {
  test.setTimeout(90_000);
  await actAs(page, 'group77');
  await page.goto('/group-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits settings' })).toBeVisible();
  await expect(page.getByLabel('Pay frequency')).toHaveValue('biweekly');
  const biweekly = await emmasDental(page);
  expect(biweekly).toMatchObject({ code: 'DEN-PRE', tax: 'PRE' });
  expect(biweekly.employee).toBeGreaterThan(0);
  expect(biweekly.employer).toBeGreaterThan(0);
  try {
    await saveFrequency(page, 'semimonthly');
    const semimonthly = await emmasDental(page);
    expect(semimonthly).toMatchObject({ code: 'DEN-PRE', tax: 'PRE' });
    // The same year over fewer paychecks: each one larger. The year's cost is the same to within
    // the last paycheck's rounding remainder (26 or 27 biweekly paychecks in a calendar year).
    expect(semimonthly.employee).toBeGreaterThan(biweekly.employee);
    const yearly = semimonthly.employee * 24;
    expect(Math.min(...[26, 27].map((n) => Math.abs(biweekly.employee * n - yearly)))).toBeLessThan(0.3);
    expect(semimonthly.employer).toBeGreaterThan(biweekly.employer);
  } finally {
    // Other journeys on this server read Northwind as biweekly.
    await saveFrequency(page, 'biweekly');
  }
  expect((await emmasDental(page)).employee).toBe(biweekly.employee);
});
