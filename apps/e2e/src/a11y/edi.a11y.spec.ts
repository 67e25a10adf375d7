import { expect, test } from '@playwright/test';
import { checkA11y } from '../support/axe';
import { inEveryLanguage, submitButton, visit } from '../support/a11y-tour';
import { signInQuietly } from '../support/sign-in';
import { API_HEADERS } from '../support/api';
import { shoot } from '../members/shots';

// WCAG 2.1 A/AA (axe, serious and critical) on the EDI 834 console screen (issue 21): the carriers
// list, a new partner's form with its errors, and a set-up partner with a built file in its
// history; in both languages, at desktop and phone width (checkA11y checks both sizes).
inEveryLanguage((lang) => {
  test('EDI 834: carriers, partner form errors, the file history', async ({ page }) => {
    test.setTimeout(90_000);
    await signInQuietly(page, 'admin');
    await visit(page, '/admin/edi', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'edi: carriers');
    await shoot(page, `edi-carriers-${lang}`);

    const carriers = await page.request.get('/api/v1/list-carriers', { headers: API_HEADERS });
    const vision = (await carriers.json()).data.carriers.find(
      (c: { name: string }) => c.name === 'ClearView Vision',
    );
    await visit(page, `/admin/edi?carrier=${vision.carrier_id}`, lang);
    const form = page.locator('form[aria-labelledby="partner-title"]');
    // (Set up already when the other language ran first.)
    await form.locator('input[name="sender_id"]').fill('');
    await submitButton(form).click();
    await expect(form.locator('input[name="sender_id"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'edi: partner form errors');
    await shoot(page, `edi-partner-errors-${lang}`);

    // A partner with a file built, as the console's own calls make them.
    const saved = await page.request.post('/api/v1/save-trading-partner', {
      headers: API_HEADERS,
      data: {
        carrier_id: vision.carrier_id,
        sender_qualifier: 'ZZ',
        sender_id: 'BENEFITSTORE',
        receiver_qualifier: '30',
        receiver_id: '123456789',
        gs_sender_code: 'BSTORE',
        gs_receiver_code: 'CLEARVIEW',
        file_mode: 'full',
        usage_indicator: 'T',
        schedule_time: '',
        drop_folder: 'carriers/clearview',
        groups: [{ group_id: 77, policy_number: 'NW77-VIS' }],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const built = await page.request.post('/api/v1/build-edi-file', {
      headers: API_HEADERS,
      data: { carrier_id: vision.carrier_id, group_id: 77, as_of: '2026-12-01', mode: 'full' },
    });
    expect(built.ok(), await built.text()).toBe(true);
    await visit(page, `/admin/edi?carrier=${vision.carrier_id}`, lang);
    await expect(page.locator('section[aria-labelledby="files-title"] table')).toBeVisible();
    await checkA11y(page, 'edi: partner with files');
    await shoot(page, `edi-files-${lang}`);
    // The partner's part alone at both widths, to look at without the long list of carriers.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .locator('section[aria-labelledby="partner-name"]')
        .screenshot({ path: `/tmp/shots-members/edi-partner-section-${lang}-${width}.png` });
    }

    // The rep of group 77 sees the group's files with a download (member-admin /carrier-files).
    await signInQuietly(page, 'rep');
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/carrier-files?group=77', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'carrier files (rep)');
    await shoot(page, `carrier-files-${lang}`);
  });
});
