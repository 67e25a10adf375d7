import { expect, test } from '@playwright/test';
import { checkA11y, setLanguageCookie } from '../support/axe';
import { inEveryLanguage, submitButton, visit } from '../support/a11y-tour';
import { signInQuietly } from '../support/sign-in';
import { API_HEADERS } from '../support/api';
import { shoot } from '../members/shots';

// WCAG 2.1 A/AA (axe, serious and critical) on group enrollment (issue 20): the enrollment board
// (summary, chart, table, filters, a send outcome), an employee's invitation page, its waive form
// with an error beside the field, an unknown and a revoked link; in both languages at desktop and phone width.
// Steps find things by structure, never by English text.
const CARLA = 'carla.mendes@lakeside-mfg.example';

inEveryLanguage((lang) => {
  test('enrollment board, invitation page, waive form, unknown link', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInQuietly(page, 'group4100');
    await visit(page, '/enrollment-board', lang);
    await expect(page.locator('table').first()).toBeVisible();
    await checkA11y(page, 'enrollment board');
    await shoot(page, `enrollment-board-${lang}`);

    // Carla is invited (through the API, as the board's button does) and her link read from /mail.
    const census = await page.request.get('/api/v1/get-enrollment-board?group_id=4100&search=carla', {
      headers: API_HEADERS,
    });
    const carla = (await census.json()).data.rows[0];
    const sent = await page.request.post('/api/v1/send-invitations', {
      headers: API_HEADERS,
      data: { group_id: 4100, mode: 'invite', census_ids: [carla.census_id] },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.getByRole('checkbox').first().check();
    await checkA11y(page, 'enrollment board with a selection');

    const context = await browser.newContext();
    await setLanguageCookie(context, lang);
    const employee = await context.newPage();
    await employee.goto('/mail');
    await employee.getByRole('row').filter({ hasText: CARLA }).first().getByRole('link').click();
    const href = await employee.locator('a[href*="/invitation/"]').first().getAttribute('href');
    await visit(employee, new URL(href!).pathname, lang);
    await checkA11y(employee, 'invitation');
    // The second of the two choices opens the waive form; submitted empty, the error sits beside it.
    await employee.getByRole('main').locator('button').last().click();
    await employee.getByRole('radio').last().check();
    await submitButton(employee.getByRole('main')).click();
    await expect(employee.locator('textarea')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(employee, 'waive form with an error');

    await visit(employee, `/invitation/${'A'.repeat(43)}`, lang);
    await checkA11y(employee, 'unknown invitation link');
    await shoot(employee, `invitation-unknown-${lang}`);
    // A newer invitation revokes the link: the page says so and whom to contact.
    const again = await page.request.post('/api/v1/send-invitations', {
      headers: API_HEADERS,
      data: { group_id: 4100, mode: 'invite', census_ids: [carla.census_id] },
    });
    expect(again.ok(), await again.text()).toBe(true);
    await visit(employee, new URL(href!).pathname, lang);
    await expect(employee.getByRole('main').locator('a[href^="mailto:"]')).toBeVisible();
    await checkA11y(employee, 'revoked invitation link');
    await shoot(employee, `invitation-revoked-${lang}`);
    await context.close();
  });
});
