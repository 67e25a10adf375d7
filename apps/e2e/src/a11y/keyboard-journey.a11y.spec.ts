import { expect, test, type Page } from '@playwright/test';
import { dialog } from '../support/a11y-tour';
import {
  expectFocusTrapped,
  expectVisibleFocus,
  focusStop,
  tabThroughPage,
  tabTo,
} from '../support/keyboard';

/** Escape closes the popup and focus goes back to the control that opened it. */
async function escapeBackTo(page: Page, opener: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
  expectVisibleFocus(await focusStop(page));
}

// The whole purchase with the keyboard only: Tab, typing, Enter, arrows and Escape; no clicks.
// With the browser's default motion, as most visitors have it (the other journeys ask for less).
test.use({ reducedMotion: 'no-preference' });
test('a visitor shops, checks out and reaches the first enrollment step with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // The walk below counts the page's stops: it starts once the app has taken over the server's
  // painted copy, which would otherwise be swapped for the app's own mid-walk (their focus
  // carrying over is landing-paint.spec.ts's).
  await expect(page.locator('[data-bs-painted]')).toHaveCount(0, { timeout: 15_000 });
  const zip = page.getByLabel('Zip Code');
  await expect(zip).toBeVisible();

  // The skip link is the first stop, shows when focused, and moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expectVisibleFocus(await focusStop(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Every stop of the landing page shows focus, and Tab goes all the way round (no trap): from
  // the form in main, through the footer, back to the skip link and the header.
  const stops = await tabThroughPage(page);
  expect(stops[0]).toBe('input#' + (await page.getByLabel('Zip Code').getAttribute('id')) + ' "Zip Code"');
  for (const expected of ['App Store (iOS)', 'Skip to content', 'Español', 'Cart, 0 items'])
    expect(stops.join(' | ')).toContain(expected);

  // The quote form: Tab to each field, type or use the arrows, Enter submits.
  await tabTo(page, zip);
  await page.keyboard.type('94105');
  await tabTo(page, page.getByLabel('Gender'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Gender')).not.toHaveValue('');
  await tabTo(page, page.getByLabel('Tier'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Tier')).toHaveValue('IO');
  await tabTo(page, page.getByLabel('Date of Birth'));
  await page.keyboard.type('04181988');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('04/18/1988');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans$/);
  // After a page change focus is on the main content, so Tab continues there.
  await expect(page.getByRole('main')).toBeFocused();

  // Basic Details: focus moves in, Tab cycles inside, Escape closes, focus returns to Edit.
  const edit = page.getByRole('button', { name: 'Edit' });
  // A person waits for the page to show before moving on.
  await expect(page.getByRole('link', { name: /^More Info about / }).first()).toBeVisible();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const basics = page.getByRole('dialog', { name: 'Basic Details' });
  await expect(basics.getByLabel('Zip Code')).toHaveValue('94105');
  await expectFocusTrapped(page, basics);
  await escapeBackTo(page, edit);

  // Into a plan, and Add to Cart.
  const more = page.getByRole('link', { name: 'More Info about BrightSmile Dental PPO' });
  await tabTo(page, more, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plan\/1001\//);
  const add = page
    .getByRole('region', { name: 'Pricing' })
    .getByRole('button', { name: 'Add to Cart' })
    .first();
  await expect(add).toBeVisible();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  // The cart's popups: the plan's details and the remove question, each closed with Escape.
  const name = page.getByRole('table').getByRole('button', { name: 'BrightSmile Dental PPO', exact: true });
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Plan details' }));
  await escapeBackTo(page, name);
  const remove = page.getByRole('button', { name: 'Remove BrightSmile Dental PPO' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Do you really want to remove?' }));
  await escapeBackTo(page, remove);

  // Checkout: the confirmation traps focus too; Proceed to Enrollment opens the wizard.
  const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expectFocusTrapped(page, confirm);
  await escapeBackTo(page, checkout);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Proceed to Enrollment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  // The first wizard step: its title takes focus, and the first field is a Tab away.
  await expect(page.getByRole('heading', { name: 'Personal Information' }).first()).toBeVisible();
  const firstName = page.getByLabel('First Name');
  await tabTo(page, firstName);
  await page.keyboard.type('Ana');
  await expect(firstName).toHaveValue('Ana');

  // And from there the keyboard still gets everywhere and back round.
  await page.keyboard.press('Shift+Tab');
  await tabThroughPage(page);
});
