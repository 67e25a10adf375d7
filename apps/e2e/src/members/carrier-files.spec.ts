import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInQuietly } from '../support/sign-in';
import { API_HEADERS } from '../support/api';

// The rep of group 77 downloads an 834 the platform administrator built for the group; the rep of
// another agent is refused the group's files (issue 21, ADR 0022).
test("a rep downloads their group's 834 from Carrier files; another agent's rep is refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInQuietly(page, 'admin');
  const carriers = await page.request.get('/api/v1/list-carriers', { headers: API_HEADERS });
  const focus = (await carriers.json()).data.carriers.find(
    (c: { name: string }) => c.name === 'FocusPoint Vision',
  );
  const saved = await page.request.post('/api/v1/save-trading-partner', {
    headers: API_HEADERS,
    data: {
      carrier_id: focus.carrier_id,
      sender_qualifier: 'ZZ',
      sender_id: 'BENEFITSTORE',
      receiver_qualifier: 'ZZ',
      receiver_id: 'FOCUSPOINT',
      gs_sender_code: 'BSTORE',
      gs_receiver_code: 'FOCUS',
      file_mode: 'changes',
      usage_indicator: 'T',
      groups: [{ group_id: 77, policy_number: 'NW77-FP' }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const built = await page.request.post('/api/v1/build-edi-file', {
    headers: API_HEADERS,
    data: { carrier_id: focus.carrier_id, group_id: 77, as_of: '2026-12-01', mode: 'changes' },
  });
  expect(built.ok(), await built.text()).toBe(true);

  await signInQuietly(page, 'rep');
  await page.goto('/agent-home');
  await page.getByRole('main').getByRole('link', { name: 'Carrier files', exact: true }).click();
  await page.getByLabel('Group').selectOption({ label: 'Northwind Traders (77)' });
  const row = page.getByRole('row').filter({ hasText: 'FocusPoint Vision' }).first();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download the FocusPoint Vision file \d+$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^834-focuspoint-vision-\d+\.edi$/);
  expect(readFileSync((await download.path())!, 'utf8')).toContain('N1*P5*NORTHWIND TRADERS*94*NW77-FP~');
  await expect(row.locator('td[data-label="Downloads"]')).toHaveText('1', { timeout: 10_000 });

  await signInQuietly(page, 'rep2');
  const refused = await page.request.get('/api/v1/list-group-edi-files?group_id=77', {
    headers: API_HEADERS,
  });
  expect(refused.status()).toBe(403);
});
