import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/axe';
import { cartLines, SHOTS_DIR, startQuote } from '../support/shopping';

/** A plan card of the listing, found by its name. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
const compareBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Compare ${name}` });
const tray = (page: Page) => page.getByRole('region', { name: 'Plans to compare' });
/** The Dental section's plan names, in the order shown (a retrying check: the order changes after a render). */
const dental = (page: Page) =>
  page.getByRole('region', { name: 'Dental Plans' }).getByRole('heading', { level: 3 });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`compare plans (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('prices on every card, sorted by price both ways and by name, kept in the URL', async ({ page }) => {
      await startQuote(page);
      await page.goto('/plans');
      // One call prices every card: no per-card pricing call.
      const perCard: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('get-plan-pricing-detail')) perCard.push(r.url());
      });
      await expect(card(page, 'SmileWise Dental Essentials')).toContainText('from $18.99/month');
      await expect(card(page, 'BrightSmile Dental PPO')).toContainText('from $34.99/month');
      await expect(card(page, 'IncomeGuard Disability')).toContainText(
        'Price needs your annual income and working hours',
      );
      await expect(card(page, 'Summit Major Medical')).toContainText('Health questions before enrolling');
      await expect(dental(page)).toHaveText(['BrightSmile Dental PPO', 'SmileWise Dental Essentials']);

      const sort = page.getByLabel('Sort by');
      await sort.selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      await expect(dental(page)).toHaveText(['SmileWise Dental Essentials', 'BrightSmile Dental PPO']);
      await page.reload();
      await expect(sort).toHaveValue('price-asc');
      await expect(dental(page)).toHaveText(['SmileWise Dental Essentials', 'BrightSmile Dental PPO']);

      await sort.selectOption({ label: 'Price: high to low' });
      await expect(page).toHaveURL(/[?&]sort=price-desc/);
      await expect(dental(page)).toHaveText(['BrightSmile Dental PPO', 'SmileWise Dental Essentials']);
      await sort.selectOption({ label: 'Name (A to Z)' });
      await expect(page).toHaveURL(/[?&]sort=name/);
      const hospital = page
        .getByRole('region', { name: 'Hospital Plans' })
        .getByRole('heading', { level: 3 });
      await expect(hospital).toHaveText(['RestAssure Hospital Cash', 'StayWell Hospital Indemnity']);
      await sort.selectOption({ label: 'Price: low to high' });

      // With the category filter: only Vision, still sorted; a menu link keeps the order.
      await page
        .getByRole('group', { name: 'Choose Category' })
        .getByRole('checkbox', { name: 'Vision' })
        .check();
      await expect(page.getByRole('heading', { name: 'Dental Plans' })).toHaveCount(0);
      const vision = page.getByRole('region', { name: 'Vision Plans' }).getByRole('heading', { level: 3 });
      await expect(vision).toHaveText(['FocusPoint Vision Essentials', 'ClearView Vision Plus']);
      // Changing the basics re-prices the cards (Family) and keeps the order.
      await expect(card(page, 'ClearView Vision Plus')).toContainText('from $12.99/month');
      await page.getByRole('button', { name: 'Edit' }).click();
      const basics = page.getByRole('dialog', { name: 'Basic Details' });
      await basics.getByLabel('Tier').selectOption('IF');
      await basics.getByRole('button', { name: 'Submit' }).click();
      await expect(basics).toBeHidden();
      await expect(card(page, 'ClearView Vision Plus')).toContainText('from $34.99/month');
      await expect(vision).toHaveText(['FocusPoint Vision Essentials', 'ClearView Vision Plus']);
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      expect(perCard).toEqual([]);
      await page.screenshot({ path: `${SHOTS_DIR}/compare-listing-sorted-${size}.png` });
    });

    test('compares three plans of two categories and adds one to the cart from the table', async ({
      page,
    }) => {
      const tempId = await startQuote(page);
      await page.goto('/plans');
      for (const name of ['BrightSmile Dental PPO', 'SmileWise Dental Essentials', 'ClearView Vision Plus'])
        await compareBox(page, name).check();
      await expect(tray(page)).toContainText('3 of 4 plans chosen');

      // The tray follows to plan detail, whose own Compare box makes four.
      await card(page, 'FocusPoint Vision Essentials')
        .getByRole('link', { name: /^More Info/ })
        .click();
      await expect(
        page.getByRole('heading', { name: 'FocusPoint Vision Essentials', level: 1 }),
      ).toBeVisible();
      await expect(tray(page)).toContainText('3 of 4 plans chosen');
      await compareBox(page, 'FocusPoint Vision Essentials').check();
      await expect(tray(page)).toContainText('4 of 4 plans chosen');

      // A fifth is refused, with the reason.
      await page.goBack();
      const fifth = compareBox(page, 'Summit Major Medical');
      await fifth.click();
      await expect(fifth).not.toBeChecked();
      await expect(card(page, 'Summit Major Medical')).toContainText(
        'You can compare up to 4 plans. Remove one to add another.',
      );
      await compareBox(page, 'FocusPoint Vision Essentials').uncheck();
      await expect(tray(page)).toContainText('3 of 4 plans chosen');

      await tray(page).getByRole('link', { name: 'Compare plans' }).click();
      await expect(page).toHaveURL(/\/compare\?plans=1001,1014,1002$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([
        'Feature',
        'BrightSmile Dental PPO',
        'SmileWise Dental Essentials',
        'ClearView Vision Plus',
      ]);
      const row = (name: string | RegExp) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      await expect(row(/^Carrier/)).toContainText('BrightSmile Dental Co.');
      await expect(row(/^Carrier/).getByText('Differs')).toBeVisible();
      await expect(row(/^Category/)).toContainText('Vision');
      await expect(row(/^IF Family/)).toContainText('from $94.99/month');
      await expect(row(/^Monthly price for your tier/)).toContainText(
        'PPO 2000 (annual max $2,000): $48.99 / month',
      );
      await expect(row(/^FAQ and examples/).getByText('Differs')).toHaveCount(0);
      await expect(page.getByRole('img', { name: /^Monthly price per tier/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/compare-table-${size}.png`, fullPage: true });

      await row('Actions')
        .getByRole('button', { name: 'Add to Cart: Vision Plus (ClearView Vision Plus)' })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      expect((await cartLines(page, tempId)).map((l) => l.plan_id)).toEqual([1002]);
    });
  });
}
