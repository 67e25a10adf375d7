import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import { checkA11y } from '../support/axe';
import { inEveryLanguage, visit } from '../support/a11y-tour';
import { signInQuietly } from '../support/sign-in';
import { shoot } from '../members/shots';
import { API_HEADERS } from '../support/api';
import { apiEnrollment, DENTAL, fillCart } from '../support/wizard';

// WCAG 2.1 A/AA (axe, serious and critical) on the change history (issue 21): the rep's member
// view (no match), an enrollment's history with rows and with a filter, and the platform console's
// look-up with its error and its answer; in both languages, at desktop and phone width.
inEveryLanguage((lang) => {
  test('change history: member (no match), enrollment, filtered; the console look-up', async ({ page }) => {
    test.setTimeout(120_000);
    // An applicant's enrollment of the default store (agent 10109), saved and completed through the API.
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
    // No change by this person (whatever other journeys changed): the empty state.
    await visit(page, '/member-history/5002?person=account%3A999999', lang);
    await expect(page.locator('table')).toHaveCount(0);
    await checkA11y(page, 'member history: no changes');

    await visit(page, `/enrollment-history/${id}`, lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'enrollment history');
    await visit(page, `/enrollment-history/${id}?step=contact_info`, lang);
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'enrollment history: one step');

    await signInQuietly(page, 'admin');
    await visit(page, '/admin/history', lang);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('input[name="id"]')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'console history: empty id');
    // The look-up form: the enrollment id typed and submitted lands in the URL and shows its history.
    await page.locator('input[name="id"]').fill(id);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/admin/history\\?enrollment=${id}$`));
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('4111111111111111');
    await checkA11y(page, 'console history: an enrollment');
    await shoot(page, `console-history-${lang}`);
  });
});
