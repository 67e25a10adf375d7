import { expect, test, type Page } from '@playwright/test';
import { actAs } from '../support/act-as';
import { shoot } from './shots';

const enrollment = (page: Page) => page.getByRole('definition');

/** Searches "son" (7 of the book match: 5 on page 1, 2 on page 2) and opens page 2. */
async function searchToPageTwo(page: Page) {
  await page.getByRole('searchbox', { name: 'Search members' }).fill('son');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: '7 members found · Showing 1–5 of 7' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('heading', { name: '7 members found · Showing 6–7 of 7' })).toBeFocused();
  await expect(page).toHaveURL(/search=son&page=2/);
}

test('a rep finds a member by search on page 2, enrolls them with a tier and reaches /plans with their name', async ({
  page,
}) => {
  await actAs(page, 'rep10109');
  await page.goto('/agent-home');
  await page.getByRole('button', { name: /Current Member/ }).click();
  await expect(page).toHaveURL(/\/agent-select-member$/);
  await expect(page.getByRole('heading', { name: 'Current Members' })).toBeVisible();
  // The book is the seeded 11 plus whoever other journeys have enrolled on this API since.
  await expect(page.getByRole('heading', { name: /^\d+ members found · Showing 1–5 of \d+$/ })).toBeVisible();
  // Another rep's members (Grace Wilkinson, Tom Nguyen) are not in this book.
  await expect(page.getByRole('table')).not.toContainText('Wilkinson');
  await searchToPageTwo(page);
  const row = page.getByRole('row', { name: /Ethan Thompson/ });
  await expect(row).toContainText('*****3406');
  await expect(row).toContainText('(CANCELLED), not active');
  await shoot(page, 'agent-select-member-page-2');

  await row.getByRole('button', { name: /Enroll Now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Tier for Ethan Thompson' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('combobox', { name: /Choose Tier/ })).toHaveAccessibleDescription(
    'Please choose a tier',
  );
  await shoot(page, 'tier-modal-error');
  await dialog.getByRole('combobox', { name: /Choose Tier/ }).selectOption({ label: 'IS Member + Spouse' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(enrollment(page).filter({ hasText: 'Ethan Thompson' })).toBeVisible();
  await expect(enrollment(page).filter({ hasText: 'Northwind Traders' })).toBeVisible();
});

test('a group administrator does the same for group 77', async ({ page }) => {
  await actAs(page, 'group77');
  await page.goto('/group-home');
  await page.getByRole('button', { name: /Current Member/ }).click();
  await expect(page).toHaveURL(/\/group-select-member$/);
  await expect(page.getByRole('heading', { name: /^\d+ members found · Showing 1–5 of \d+$/ })).toBeVisible();
  await searchToPageTwo(page);
  await shoot(page, 'group-select-member-page-2');
  await page
    .getByRole('row', { name: /Mia Wilson/ })
    .getByRole('button', { name: /Enroll Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose Tier for Mia Wilson' });
  await dialog.getByRole('combobox', { name: /Choose Tier/ }).selectOption({ label: 'IF Family' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(enrollment(page).filter({ hasText: 'Mia Wilson' })).toBeVisible();
});

test('a search nobody matches says so; another book is refused', async ({ page }) => {
  await actAs(page, 'rep20417');
  await page.goto('/agent-select-member?search=thompson');
  await expect(page.getByRole('heading', { name: 'No members match your search' })).toBeVisible();
  await shoot(page, 'agent-select-member-empty');
  // A forged agent id in local storage does not open rep 10109's book.
  await page.evaluate(() => {
    localStorage.setItem('agent_id', '10109');
    localStorage.setItem('AGENT_ID', '10109');
  });
  await page.goto('/agent-select-member');
  await expect(page.getByText('The members could not be loaded. Please try again.')).toBeVisible();
});
