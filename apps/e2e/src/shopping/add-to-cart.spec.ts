import { expect, test } from '@playwright/test';
import { SHOTS_DIR, cartBadge, cartLines, pricing, startQuote } from '../support/shopping';

test.describe('adding plans to the cart', () => {
  test('adding the same plan twice does not duplicate it; the badge matches the cart', async ({ page }) => {
    const tempId = await startQuote(page);
    await page.goto('/plan/1001/brightsmile-dental-ppo');
    await expect(page.getByRole('heading', { name: 'BrightSmile Dental PPO', level: 1 })).toBeVisible();
    await expect(
      pricing(page)
        .getByText(/\$\d+\.\d{2} \/ month/)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/detail-1280.png`, fullPage: false });
    await page.getByRole('button', { name: 'Exclusions & Limitations' }).click();
    await expect(page.getByRole('button', { name: 'Exclusions & Limitations' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS_DIR}/detail-390.png`, fullPage: false });
    await page.screenshot({ path: `${SHOTS_DIR}/detail-390-full.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().dblclick();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartBadge(page, 1)).toBeVisible();
    await page.goBack();
    // Back on the plan, it says it is in the cart before anyone presses Add to Cart again.
    await expect(page.getByText('In cart', { exact: true })).toBeVisible();
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartBadge(page, 1)).toBeVisible();
    expect((await cartLines(page, tempId)).map((l) => l.plan_id)).toEqual([1001]);

    await page.goto('/plan/1003/clearview-vision');
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartBadge(page, (await cartLines(page, tempId)).length)).toBeVisible();
    // The listing flags both cards; the others are not flagged.
    await page.goto('/plans');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
    await expect(card('BrightSmile Dental PPO').getByText('In cart', { exact: true })).toBeVisible();
    await expect(card('Guardian Term Life 20').getByText('In cart', { exact: true })).toBeVisible();
    await expect(page.getByText('In cart', { exact: true })).toHaveCount(2);
    await card('BrightSmile Dental PPO').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/listing-in-cart-1280.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await card('BrightSmile Dental PPO').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/listing-in-cart-390.png`, fullPage: false });
  });

  test('a plan with the 3% administrative fee is added with its fee line', async ({ page }) => {
    const tempId = await startQuote(page);
    await page.goto('/plan/1019/bridgecare-gap-plus');
    await expect(
      pricing(page)
        .getByText(/Plus a 3% administrative fee of \$/)
        .first(),
    ).toBeVisible();
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await cartLines(page, tempId)).map((l) => l.plan_id).sort()).toEqual([1019, 1091]);
  });

  test('a closed plan (blackout) says why in red', async ({ page }) => {
    await startQuote(page);
    await page.goto('/plan/1024/activeguard-accident');
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('alert')).toContainText(/\S/);
    await expect(page).toHaveURL(/\/plan\/1024\//);
  });

  test('a plan the member already holds opens the already-active popup', async ({ page }) => {
    await startQuote(page, { user_id: 5001 });
    await page.goto('/plan/1001/brightsmile-dental-ppo');
    // Flagged before Add to Cart; pressing it still explains with the policy.
    await expect(page.getByText('Already active', { exact: true })).toBeVisible();
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Already Active' });
    await expect(dialog).toContainText('BrightSmile Dental PPO');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a disability plan asks for income and hours before adding', async ({ page }) => {
    const tempId = await startQuote(page, { annual_incode: 45000, working_hours: 40 });
    await page.goto('/plan/1011/incomeguard-disability');
    await pricing(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await cartLines(page, tempId)).map((l) => l.plan_id)).toEqual([1011]);
  });

  test('the wellness membership is chosen in Select MemberShip', async ({ page }) => {
    const tempId = await startQuote(page);
    await page.goto('/plan/1008/elevate-wellness-membership');
    await pricing(page).getByRole('button', { name: 'Select MemberShip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select MemberShip' });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog.getByText('Please choose a membership')).toBeVisible();
    await dialog.getByRole('radio', { name: /Elevate Plus Membership/ }).check();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await cartLines(page, tempId)).map((l) => l.plan_id)).toEqual([1008]);
  });
});
