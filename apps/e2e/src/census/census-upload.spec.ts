import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { actAs } from '../support/act-as';
import { shoot } from '../members/shots';

// Northwind's group administrator (group 77) brings in the employer's census (issue 20): a file
// with a few bad rows is previewed and its errors named by row, column and reason; the fixed file
// is imported; the same file again changes nothing.
const HEADER =
  'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier';

function census(tag: string, broken: boolean) {
  const row = (i: number, dob = '04/15/1985', zip = '10001', gender = 'F') =>
    `${tag}-${i},Ana${i},Prueba,${dob},${gender},${tag}.${i}@example.com,2125550100,${zip},01/02/2020,active,en,IO`;
  return [
    HEADER,
    row(1),
    row(2, broken ? '02/30/1985' : '02/28/1985'),
    row(3, undefined, broken ? '59001' : '10002'),
    row(4, undefined, undefined, broken ? 'Q' : 'M'),
    row(5),
  ].join('\n');
}

async function choose(page: Page, name: string, text: string) {
  await page.getByLabel('Census file (CSV or Excel .xlsx)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

test('a group administrator uploads a census with bad rows, fixes it and imports it', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = `e2e${randomBytes(3).toString('hex')}`;
  await actAs(page, 'group77');
  await page.goto('/group-home');
  await page.getByRole('link', { name: 'Employee census' }).click();
  await expect(page).toHaveURL(/\/census$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee census' })).toBeVisible();
  await expect(page.getByText('Up to 5 MB and 20,000 employees.')).toBeVisible();

  // Keyboard: Tab from the template buttons reaches the (visually hidden) file input, and its
  // visible button shows the focus.
  await page.getByRole('button', { name: 'Download template (Excel)' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Census file (CSV or Excel .xlsx)')).toBeFocused();
  await expect(page.locator('label[for="census-file"]')).toHaveCSS('outline-style', 'solid');

  // No file chosen: the field says so, nothing is sent.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Please choose a file')).toBeVisible();

  await choose(page, 'northwind.csv', census(tag, true));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview for Northwind Traders' })).toBeFocused();
  const counts = page.locator('dl');
  await expect(counts).toContainText('To add2');
  await expect(counts).toContainText('Rows with errors3');
  const issues = page.getByRole('table');
  await expect(issues.getByRole('row')).toHaveCount(4);
  await expect(issues).toContainText('This is not a real date (MM/DD/YYYY): 02/30/1985.');
  await expect(issues).toContainText("Zip code 59001 is in MT, not one of the group's states");
  await expect(issues).toContainText('Unknown gender code "Q": use M, F or O.');
  await expect(issues.getByRole('row').nth(1)).toContainText('3');
  await expect(issues.getByRole('row').nth(1)).toContainText('Date of Birth');
  await shoot(page, 'census-preview-errors');

  // The administrator fixes the file and uploads it again instead of importing part of it.
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await choose(page, 'northwind-fixed.csv', census(tag, false));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('dl')).toContainText('To add5');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm import of 5 rows' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Import complete: 5 added, 0 updated, 0 unchanged, 0 not imported.',
  );
  await shoot(page, 'census-imported');

  // The same file again: all unchanged, nothing to confirm.
  await page.getByRole('button', { name: 'Upload another file' }).click();
  await choose(page, 'northwind-fixed.csv', census(tag, false));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('dl')).toContainText('Unchanged5');
  await expect(page.getByText('Nothing to import: every valid row is already saved as it is.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm import/ })).toHaveCount(0);
});

test('after an import, the census leads to the enrollment board, where the new employees are invited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = `e2e${randomBytes(3).toString('hex')}`;
  await actAs(page, 'group77');
  await page.goto('/census');
  await choose(page, 'northwind.csv', census(tag, false));
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Confirm import of 5 rows' }).click();
  await page.getByRole('link', { name: 'Invite them from the enrollment board' }).click();
  await expect(page).toHaveURL(/\/enrollment-board$/);
  await page.getByLabel('Search employees').fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page
    .getByRole('table')
    .last()
    .getByRole('row')
    .filter({ hasText: `${tag}.` });
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Not invited');

  // ...and invites them: each chosen by name, one mail each.
  // Each by name within this file's rows: the first test imported Ana1 to Ana5 Prueba too, and the
  // table can still list them while the search is on its way.
  for (let i = 1; i <= 5; i++)
    await rows
      .filter({ hasText: `${tag}-${i}` })
      .getByRole('checkbox', { name: `Ana${i} Prueba` })
      .check();
  await page.getByRole('button', { name: 'Invite 5 selected' }).click();
  await page
    .getByRole('dialog', { name: 'Send 5 invitations?' })
    .getByRole('button', { name: 'Send 5 invitations' })
    .click();
  await expect(page.getByText('5 invitations sent.')).toBeVisible();
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'Invited', exact: true }) })).toHaveCount(5);
  await expect(rows.filter({ hasText: 'Not invited' })).toHaveCount(0);
});

test('a file that is not a census is refused beside the file field, with the reason', async ({ page }) => {
  await actAs(page, 'group77');
  await page.goto('/census');
  await page.getByLabel('Census file (CSV or Excel .xlsx)').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: randomBytes(4096),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('This file is not a CSV or Excel (.xlsx) file.')).toBeVisible();
  await expect(page.getByLabel('Census file (CSV or Excel .xlsx)')).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'census-refused');
});
