import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGUAGES, VIEWPORTS, expectLanguage, setLanguageCookie, type Language } from './axe';

/*
 * The accessibility journeys visit every page and popup in English and in Spanish. Their steps
 * find things by structure (roles, ids, form field names, hrefs), never by English text, so the
 * very same steps run in both languages once every remote is translated.
 */

/** The pricing card of the plan detail (`<section aria-labelledby="pricing-title">`). */
export const pricingCard = (page: Page) => page.locator('section[aria-labelledby="pricing-title"]');
/** The "Your details" card of the listing and the plan detail; its one button is Edit. */
export const detailsCard = (page: Page) => page.locator('section[aria-labelledby="search-summary-title"]');
/** The Order Info card of the cart: Proceed to Checkout, then Send Personalized Quote. */
export const orderInfo = (page: Page) => page.locator('section[aria-labelledby="order-info-title"]');
/** The open popup (the store shows one at a time). */
export const dialog = (page: Page) => page.getByRole('dialog');
/** A form's submit button (Submit, View Plans, Continue, Send...). */
export const submitButton = (scope: Page | Locator) => scope.locator('button[type="submit"]');
/** The last button of a popup: its main action (OK, Yes, Add to Cart, Proceed...). */
export const mainAction = (d: Locator) => d.getByRole('button').last();

/** Waits until the page shows content, not skeletons or a loading remote. */
export async function settled(page: Page) {
  const main = page.getByRole('main').first();
  await expect(main).toBeVisible();
  // <main> reserves the viewport before its screen arrives (ADR 0008), so "visible" alone can pass
  // on an empty page: wait for the screen's heading too.
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.bs-mf-loading')).toHaveCount(0);
}

/** Opens a popup with `open` and waits until it is there and loaded. */
export async function openDialog(page: Page, open: () => Promise<void>): Promise<Locator> {
  await open();
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expect(d.locator('[aria-busy="true"]')).toHaveCount(0);
  return d;
}

/** Closes the popup with Escape (the store's modals all close on it) and waits for it to go. */
export async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

/**
 * One describe block per language; `body` declares its tests. Each block sets the language cookie
 * before the first navigation, as the header's switch leaves it. (Each check covers both screen
 * sizes itself: see checkA11y.)
 */
export function inEveryLanguage(body: (lang: Language) => void) {
  for (const lang of LANGUAGES)
    test.describe(lang === 'es' ? 'in Spanish' : 'in English', () => {
      test.use({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
      test.beforeEach(async ({ context }) => setLanguageCookie(context, lang));
      body(lang);
    });
}

/** Goes to a path and waits for the page, in the language of the block. */
export async function visit(page: Page, path: string, lang: Language) {
  await page.goto(path);
  await expectLanguage(page, lang);
  await settled(page);
}

/**
 * The landing form filled as a visitor does (by field names), so the enrollment is created by the
 * store for whoever is shopping (a rep's quotes need the rep's enrollment); waits for the plans.
 */
export async function startQuoteThroughForm(page: Page, lang: Language, dob = '04/18/1988') {
  await visit(page, '/', lang);
  const form = page.getByRole('main').locator('form');
  await form.locator('input[name="zip"]').fill('94105');
  await form.locator('select[name="gender"]').selectOption({ index: 2 });
  await form.locator('select[name="tier"]').selectOption('IO');
  await form.locator('input[name="dob"]').pressSequentially(dob.replace(/\//g, ''));
  await expect(form.locator('input[name="dob"]')).toHaveValue(dob);
  await submitButton(form).click();
  await expect(page).toHaveURL(/\/plans$/);
  return JSON.parse((await page.evaluate(() => localStorage.getItem('tempId')))!) as string;
}
