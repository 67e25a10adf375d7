import { expect, test, type Page } from '@playwright/test';
import { cartBadge, cartLines, pricing, startQuote } from '../support/shopping';

const questions = (page: Page) => page.getByRole('region', { name: 'Health Questions' });
const question = (page: Page, n: number) =>
  questions(page).getByRole('group', { name: new RegExp(`^${n}\\. `) });
const answer = (page: Page, n: number, choice: 'Yes' | 'No') =>
  question(page, n).getByRole('radio', { name: choice, exact: true }).check();

async function enroll(page: Page, path: string) {
  await page.goto(path);
  await pricing(page).getByRole('button', { name: 'Enroll Now' }).first().click();
  await expect(page.getByRole('heading', { name: 'Health Questions' })).toBeFocused();
}

test.describe('health questions inside plan detail', () => {
  test('incomplete answers: "Please answer all questions", nothing lost', async ({ page }) => {
    await startQuote(page);
    await enroll(page, '/plan/1012/summit-major-medical');
    await answer(page, 1, 'No');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please answer all questions')).toBeVisible();
    await expect(question(page, 1).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  test('answered in full, the underwritten plan goes to the cart and the badge counts it', async ({
    page,
  }) => {
    const tempId = await startQuote(page);
    await enroll(page, '/plan/1012/summit-major-medical');
    await answer(page, 1, 'Yes');
    await page.getByLabel('Details for question 1 (optional)').fill('Metformin 500 mg');
    await answer(page, 2, 'Yes');
    await expect(questions(page).getByRole('group', { name: 'A. Prior to age 60' })).toBeVisible();
    await expect(questions(page).getByRole('group', { name: 'B. Prior to age 75' })).toBeVisible();
    await questions(page).getByRole('checkbox', { name: 'High blood pressure' }).check();
    await answer(page, 3, 'Yes');
    const first = questions(page).getByRole('group', { name: 'Treatment 1' });
    await expect(questions(page).getByRole('group', { name: 'Treatment 2' })).toBeVisible();
    await first.getByLabel('Date From').pressSequentially('03022024');
    await first.getByLabel('Date To').pressSequentially('03202024');
    await first.getByLabel('Reason for Condition').fill('Pneumonia');
    await first.getByLabel('Degree of Recovery').fill('Full recovery');
    await first
      .getByLabel('Attending Physician Name and Address')
      .fill('Dr. Ana Lee, 1 Main St, San Francisco');
    await answer(page, 4, 'No');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Health Questions' })).toBeHidden();

    await expect(cartBadge(page, 0)).toBeVisible();
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
    await expect(cartBadge(page, 1)).toBeVisible();
    expect((await cartLines(page, tempId)).map((l) => l.plan_id)).toEqual([1012]);
  });

  test('a knock-out answer declines with the server message', async ({ page }) => {
    await startQuote(page, { is_smoker: 0 });
    await enroll(page, '/plan/1005/carepath-critical-illness');
    await answer(page, 1, 'No');
    await answer(page, 2, 'No');
    await answer(page, 3, 'No');
    await answer(page, 4, 'Yes');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Based on your answers we cannot offer CarePath Critical Illness.',
    );
  });
});
