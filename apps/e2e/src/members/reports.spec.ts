import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { signIn } from '../support/sign-in';
import { apiEnrollment, DENTAL, fillCart } from '../support/wizard';
import { shoot } from './shots';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// Jordan Avery (agent 10109) opens the reports from the rep home, asks for a range the wrong way
// round (told beside the field), then a good one, and downloads the by-group report as CSV: the
// file read back holds the same count for Northwind Traders (group 77) as the table on screen.
test('a rep opens the reports, picks a range, exports a CSV and reads it back', async ({ page }) => {
  test.setTimeout(120_000);
  // One enrollment of Northwind (agent 10109's book) completed today, through the API.
  await page.goto('/');
  const started = await page.request.post('/api/v1/add-filter-for-new-user', {
    headers: API_HEADERS,
    data: {
      zip: '30301',
      dob: '04/18/1988',
      tier: 'IO',
      gender: 1,
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
      open_type: 'user',
      type: 'new-member',
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const id: string = (await started.json()).data.temp_enrollment_id;
  await fillCart(page, id, [DENTAL]);
  await apiEnrollment(page, id, 'complete');
  test
    .info()
    .annotations.push({ type: 'shortcut', description: 'the enrollment is completed through the API' });

  await signIn(page, 'rep');
  await page.getByRole('link', { name: 'Reports: enrollments, plans and premium' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Enrollments by month' })).toBeVisible();

  await page.getByLabel('Report').selectOption('by-group');
  await expect(page.getByRole('heading', { level: 2, name: 'By group' })).toBeVisible();
  const today = isoDay(Date.now());
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await from.fill(today);
  await to.fill(isoDay(Date.now() - 3 * DAY));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();

  await from.fill(isoDay(Date.now() - 7 * DAY));
  await to.fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(
    new RegExp(`report=by-group&from=${isoDay(Date.now() - 7 * DAY)}&to=${today}$`),
  );
  const northwind = page.getByRole('row').filter({ hasText: 'Northwind Traders' });
  await expect(northwind).toBeVisible();
  // The table keeps the previous range's figures until the new ones arrive: the count is read
  // once it agrees with the file of the same range (below), not at the first paint.
  const shown = async () =>
    Number((await northwind.getByRole('cell').nth(0).innerText()).replace(/[^\d]/g, ''));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV (By group)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`report-by-group-${isoDay(Date.now() - 7 * DAY)}-${today}.csv`);
  await expect(page.getByRole('status').filter({ hasText: 'downloaded' })).toBeVisible();
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Group id,Group,Completed enrollments,Monthly premium (USD)');
  const row = lines.find((l) => l.startsWith('77,'));
  expect(row, lines.join('\n')).toMatch(/^77,Northwind Traders,\d+,\d+(\.\d+)?$/);
  const inFile = Number(row!.split(',')[2]);
  expect(inFile).toBeGreaterThanOrEqual(1);
  await expect.poll(shown).toBe(inFile);
  await shoot(page, 'reports-by-group');
});
