import { expect, test } from '@playwright/test';
import {
  addPlan,
  dobTurning30BetweenFirstDates,
  offeredDates,
  shoot,
  startEnrollment,
  stored,
} from '../support/cart';

const DENTAL = { id: 1001, ppid: 100101, slug: 'brightsmile-dental-ppo', name: 'BrightSmile Dental PPO' };
const LIFE = { id: 1003, ppid: 100301, slug: 'guardian-term-life-20', name: 'Guardian Term Life 20' };

test.describe('the cart of an applicant', () => {
  test('fills the cart, sees prices follow the effective date, removes a plan and checks out', async ({
    page,
  }) => {
    const [first, second] = offeredDates();
    const tempId = await startEnrollment(page, dobTurning30BetweenFirstDates());
    await addPlan(page, tempId, DENTAL);
    await addPlan(page, tempId, LIFE);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /BrightSmile Dental PPO \$34\.99/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Guardian Term Life 20 \$14\.99/ })).toBeVisible();
    const order = page.getByRole('region', { name: 'Order Info' });
    const date = order.getByLabel('Effective Date');
    await expect(date).toHaveValue(first);
    await expect(order).toContainText('$49.98');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // An applicant sends no quotes.
    await expect(page.getByRole('button', { name: 'Send Personalized Quote' })).toHaveCount(0);
    await shoot(page, 'cart-two-plans');

    // From the second date the member is 30: Term Life moves up a band.
    await date.selectOption(second);
    await expect(table.getByRole('row', { name: /Guardian Term Life 20 \$16\.99/ })).toBeVisible();
    await expect(order).toContainText('$51.98');

    await page.getByRole('button', { name: 'Remove Guardian Term Life 20' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you really want to remove?' });
    await shoot(page, 'cart-remove-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(table.getByText('Guardian Term Life 20')).toHaveCount(0);
    await expect(order).toContainText('$34.99');
    // The header badge follows the cart.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const ready = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(ready).toContainText(`Your plans will be effective as of ${second}`);
    await shoot(page, 'cart-checkout-confirm');
    const screenshot = page.waitForResponse((r) => r.url().includes('/api/v1/save-screenshot'));
    await ready.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    expect(await stored(page, 'enrollment')).toBe('new_enrollment');
    expect(await stored(page, 'nav_array')).toEqual(expect.arrayContaining(['primary_info', 'contact_info']));
    expect(await (await screenshot).json()).toMatchObject({ status: 'success', data: { saved: true } });
  });

  test('a new visitor finds the empty cart', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
    await expect(page.getByText('No items in cart')).toBeVisible();
    await shoot(page, 'cart-empty');
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});
