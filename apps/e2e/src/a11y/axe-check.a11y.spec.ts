import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';

// The check the accessibility journeys rely on can fail, and says what to fix when it does.
test('the axe check reports a serious violation with its rule, impact and target', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('input[name="zip"]')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const probe = document.createElement('p');
    probe.id = 'a11y-probe';
    probe.textContent = 'Barely readable';
    probe.style.cssText = 'color:#dddddd;background:#ffffff';
    document.getElementById('bs-main')!.append(probe);
    const unnamed = document.createElement('button');
    unnamed.id = 'a11y-unnamed';
    document.getElementById('bs-main')!.append(unnamed);
  });
  const lines = await blockingViolations(page);
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\[serious\] color-contrast at #a11y-probe: .*contrast/),
      expect.stringMatching(/^\[critical\] button-name at #a11y-unnamed: /),
    ]),
  );
});
