import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT_AUTH } from './api';
import { shootBothWidths } from './shots';
import { signInQuietly } from './sign-in';

const two = (n: number) => String(n).padStart(2, '0');
const usDate = (d: Date) => `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;

/** The effective dates a cart offers today: the first of each of the next three months (UTC). */
export function offeredDates(now = new Date()): string[] {
  return [1, 2, 3].map((i) => usDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1))));
}

/**
 * A birthday that makes the member 29 on the first offered date and 30 on the second, so the
 * age-banded Term Life costs more from the second date (ADULT bands 18-29, 30-39).
 */
export function dobTurning30BetweenFirstDates(now = new Date()): string {
  return usDate(new Date(Date.UTC(now.getUTCFullYear() - 30, now.getUTCMonth() + 1, 15)));
}

/** Reads one spec key of the session (each stored JSON-encoded under its own name). */
export async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw == null ? null : JSON.parse(raw);
}

/** The landing form as a visitor fills it; returns the temporary enrollment id it stored. */
export async function startEnrollment(page: Page, dob: string, zip = '30301'): Promise<string> {
  await page.goto('/');
  await page.getByLabel('Zip Code').fill(zip);
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Tier').selectOption('IO');
  await page.getByLabel('Date of Birth').pressSequentially(dob.replace(/\//g, ''));
  await expect(page.getByLabel('Date of Birth')).toHaveValue(dob);
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  const tempId = await stored(page, 'tempId');
  expect(tempId).toEqual(expect.any(String));
  return tempId as string;
}

export interface PlanToAdd {
  id: number;
  ppid: number;
  slug: string;
  /** The 3% administrative-fee line that comes with the option (added as a pair). */
  fee?: { id: number; ppid: number };
}

/**
 * Adds a plan's first option the way a visitor does, from the shop's plan detail (Add to Cart).
 * While that screen is not in the shop's build the plan is put in the cart through the API, and
 * the test is annotated so the shortcut is visible in the report.
 */
export async function addPlan(page: Page, tempId: string, plan: PlanToAdd) {
  await page.goto(`/plan/${plan.id}/${plan.slug}`);
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  const viaShop = await add
    .waitFor({ state: 'visible', timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (viaShop) {
    await add.click();
    await expect(page).toHaveURL(/\/cart$/);
    return;
  }
  await addPlanViaApi(page.request, tempId, plan);
  test.info().annotations.push({
    type: 'shortcut',
    description: `plan ${plan.id} added through the API (no shop Add to Cart)`,
  });
}

/**
 * Puts a plan's option (with its fee line) in the cart through the API, as the shop's Add to Cart
 * does (the shopping journeys click it; the cart and quote journeys start from a filled cart).
 * `request` must be the page's (page.request): the enrollment answers only to the browser that
 * holds its key (ADR 0013).
 */
export async function addPlanViaApi(request: APIRequestContext, tempId: string, plan: PlanToAdd) {
  const line = { enrollment_id: tempId, plan_id: plan.id, plan_pricing_id: plan.ppid };
  const res = plan.fee
    ? await request.post('/api/v1/add-plan-to-cart-prudentials', {
        headers: { Authorization: CLIENT_AUTH },
        data: {
          enrollment_id: tempId,
          plan_id1: plan.id,
          plan_pricing_id1: plan.ppid,
          plan_id: plan.fee.id,
          plan_pricing_id: plan.fee.ppid,
        },
      })
    : await request.post('/api/v1/add-plan-to-cart', { headers: { Authorization: CLIENT_AUTH }, data: line });
  const body = await res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ status: 'success', data: { result: true } });
}

/**
 * Signs in the demo rep (agent 10109) or group administrator (group 77) and leaves the spec's
 * session keys as the sign-in page does (ADR 0010: rep and group calls need a real session).
 */
export async function actAsStaff(page: Page, eprocess: 'rep' | 'group') {
  await signInQuietly(page, eprocess === 'rep' ? 'rep' : 'group');
}

/** Full-page pictures at the desktop and phone sizes of the brief, for a person to look at. */
export const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/tmp/shots-cart/${name}-${w}.png`);
