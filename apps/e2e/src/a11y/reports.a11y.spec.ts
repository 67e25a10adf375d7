import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import { checkA11y } from '../support/axe';
import { inEveryLanguage, submitButton, visit } from '../support/a11y-tour';
import { signInQuietly } from '../support/sign-in';
import { API_HEADERS } from '../support/api';
import { apiEnrollment, DENTAL, fillCart } from '../support/wizard';
import { shoot } from '../members/shots';

// WCAG 2.1 A/AA (axe, serious and critical) on the enrollment reports (issue 21): the rep's
// /reports with a chart and its table, the empty state, a range refused beside its field, and the
// platform console's /admin/reports (funnel, premium); in both languages, at desktop and phone width.
inEveryLanguage((lang) => {
  test('reports: a rep (chart and table, empty, bad range) and the console', async ({ page }) => {
    test.setTimeout(120_000);
    // An enrollment of Northwind (agent 10109) completed today, so the last 90 days have numbers.
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

    await actAs(page, 'rep10109');
    await visit(page, '/reports?report=by-plan', lang);
    await expect(page.locator('canvas[role="img"]')).toBeVisible();
    await checkA11y(page, 'reports: by plan');
    await shoot(page, `reports-by-plan-${lang}`);

    await visit(page, '/reports?report=by-month&from=2001-01-01&to=2001-03-31', lang);
    await expect(page.locator('table')).toHaveCount(0);
    await checkA11y(page, 'reports: empty range');
    await shoot(page, `reports-empty-${lang}`);

    await page.locator('input[name="from"]').fill('2001-03-31');
    await page.locator('input[name="to"]').fill('2001-01-01');
    await submitButton(page.getByRole('main')).click();
    await expect(page.locator('input[name="to"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'reports: end before start');
    await shoot(page, `reports-bad-range-${lang}`);

    await signInQuietly(page, 'admin');
    await visit(page, '/admin/reports?report=funnel', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'console reports: funnel');
    await shoot(page, `console-reports-funnel-${lang}`);
    await visit(page, '/admin/reports?report=premium', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'console reports: premium');
  });
});
