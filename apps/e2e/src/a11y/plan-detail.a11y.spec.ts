import { expect, test, type Page } from '@playwright/test';
import { actAsStaff } from '../support/cart';
import { checkA11y } from '../support/axe';
import {
  closeDialog,
  inEveryLanguage,
  mainAction,
  openDialog,
  pricingCard,
  settled,
  submitButton,
  visit,
} from '../support/a11y-tour';
import { startQuote } from '../support/shopping';
import type { Language } from '../support/axe';

/** The plan detail with its pricing shown (options, or the message of a pricing error). */
async function openPlan(page: Page, path: string, lang: Language) {
  await visit(page, path, lang);
  await expect(pricingCard(page).getByRole('button').first()).toBeVisible();
}

/** The "clicking here" / "editing your basic info above" button inside a pricing error. */
const fixLink = (page: Page) => pricingCard(page).getByRole('alert').getByRole('button');

// WCAG 2.1 A/AA (axe, serious and critical) on the plan detail and each of its popups: one test
// per part, each from a quote made by the API, so that none nears the journey timeout under load.
inEveryLanguage((lang) => {
  test('plan detail, a pricing error and its Basic Details popup', async ({ page }) => {
    await startQuote(page, { zip: '10001' });
    await openPlan(page, '/plan/1001/brightsmile-dental-ppo', lang);
    const more = page.getByRole('main').locator('button[aria-expanded]').first();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await checkA11y(page, 'plan detail, a section expanded');

    // Zip in NY: "Plan not available in your state" with its fix in Basic Details.
    await openPlan(page, '/plan/1012/summit-major-medical', lang);
    await checkA11y(page, 'plan detail with a pricing error');
    const basics = await openDialog(page, () => fixLink(page).click());
    await checkA11y(page, 'Basic Details popup from a pricing error');
    await basics.locator('input[name="zip"]').fill('94105');
    await submitButton(basics).click();
    await expect(basics).toHaveCount(0);
    await settled(page);
  });

  test('smoker, income and hours, and membership popups', async ({ page }) => {
    await startQuote(page, { zip: '94105' });
    await openPlan(page, '/plan/1018/keystone-term-life-10', lang);
    const smoker = await openDialog(page, () => fixLink(page).click());
    await checkA11y(page, 'smoker popup');
    await submitButton(smoker).click();
    await expect(smoker.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'smoker popup, no answer');
    await closeDialog(page);

    await openPlan(page, '/plan/1011/incomeguard-disability', lang);
    const income = await openDialog(page, () => fixLink(page).click());
    await checkA11y(page, 'income and hours popup');
    await submitButton(income).click();
    await expect(income.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'income and hours popup, both missing');
    await closeDialog(page);

    await openPlan(page, '/plan/1008/elevate-wellness-membership', lang);
    const membership = await openDialog(page, () => pricingCard(page).getByRole('button').click());
    await expect(membership.getByRole('radio').first()).toBeVisible();
    await checkA11y(page, 'membership popup');
    await mainAction(membership).click();
    await expect(membership.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'membership popup, none chosen');
    await closeDialog(page);
  });

  test('health questions, unanswered and incomplete', async ({ page }) => {
    await startQuote(page, { zip: '94105' });
    await openPlan(page, '/plan/1012/summit-major-medical', lang);
    await pricingCard(page).getByRole('button').first().click();
    const questions = page.locator('section[aria-labelledby="health-questions-title"]');
    await expect(questions.getByRole('heading', { level: 2 })).toBeFocused();
    await checkA11y(page, 'health questions');
    // Yes to the second and third questions opens their check-all options and treatment details.
    const yes = questions.locator('input[type="radio"][value="1"]');
    for (const n of [1, 2]) await yes.nth(n).check();
    await expect(questions.getByRole('checkbox').first()).toBeVisible();
    await submitButton(questions).click();
    await expect(questions.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checkA11y(page, 'health questions, unanswered and incomplete');
  });

  test('already active, and the portal and new member popups of a rep without a quote', async ({ page }) => {
    await startQuote(page, { user_id: 5001 });
    await openPlan(page, '/plan/1001/brightsmile-dental-ppo', lang);
    await openDialog(page, () => pricingCard(page).getByRole('button').first().click());
    await checkA11y(page, 'already active popup');
    await closeDialog(page);

    await actAsStaff(page, 'rep');
    await page.evaluate(() => localStorage.removeItem('tempId'));
    await visit(page, '/plan/1001/brightsmile-dental-ppo', lang);
    // Without a quote the rep is offered a custom quote, which first asks for the portal.
    const portal = await openDialog(page, () => page.getByRole('main').getByRole('button').first().click());
    await expect(portal.getByRole('combobox').locator('option').nth(1)).toBeAttached();
    await checkA11y(page, 'enrollment portal popup');
    await mainAction(portal).click();
    await expect(portal.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'enrollment portal popup, none chosen');
    await portal.getByRole('combobox').selectOption({ index: 1 });
    await mainAction(portal).click();
    const member = page.getByRole('dialog');
    await expect(member.getByRole('combobox').locator('option').nth(1)).toBeAttached();
    await checkA11y(page, 'new member popup');
    await mainAction(member).click();
    await expect(member.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'new member popup, no group');
  });
});
