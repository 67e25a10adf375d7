import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, startQuote, type Profile } from './shopping';

export const TERM_LIFE = { id: 1003, ppid: 100301 };
export const MAJOR_MEDICAL = { id: 1012, ppid: 101201 };
export const DISABILITY = { id: 1011, ppid: 101101 };
export const DENTAL = { id: 1001, ppid: 100101 };
export type Plan = { id: number; ppid: number };

/** Valid-looking SSNs (the server refuses never-issued ones such as 123456789). */
export const SSN = { member: '512345678', spouse: '523456789', child: '534567890', child2: '545678901' };

async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res =
    method === 'GET'
      ? await page.request.get(`/api/v1/${path}`, { headers: API_HEADERS })
      : await page.request.post(`/api/v1/${path}`, { headers: API_HEADERS, data });
  const body = await res.json();
  expect(res.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/**
 * Puts plans in the cart the way the shop would: an underwritten plan's health questions answered
 * No first, then add-plan-to-cart. The shopping journeys cover those screens; here the cart is only
 * the way into the wizard, so it is filled through the API (annotated in the report).
 */
export async function fillCart(page: Page, tempId: string, plans: Plan[]) {
  for (const plan of plans) {
    const questions = await api<{ question_id: number }[]>(
      page,
      'GET',
      `get-questions?enrollment_id=${tempId}&plan_id=${plan.id}&type=save`,
    );
    if (questions.length)
      await api(page, 'POST', 'save-question-answers', {
        enrollment_id: tempId,
        plan_id: plan.id,
        answers: questions.map((q) => ({ question_id: q.question_id, yes_no_flag: 0 })),
      });
    const added = await api<{ result?: unknown; errorCode?: string }>(page, 'POST', 'add-plan-to-cart', {
      enrollment_id: tempId,
      plan_id: plan.id,
      plan_pricing_id: plan.ppid,
    });
    expect(added, JSON.stringify(added)).toMatchObject({ result: true });
  }
  test.info().annotations.push({
    type: 'shortcut',
    description: `cart filled through the API: ${plans.map((p) => p.id).join(', ')}`,
  });
}

/** The cart's Proceed to Checkout, as a visitor does it; the wizard opens on Personal Information. */
export async function checkOut(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Proceed to Enrollment' })
    .click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(step(page, 'Personal Information')).toBeVisible();
}

/** A new applicant's quote (default store) with plans in the cart, checked out into the wizard. */
export async function startWizard(page: Page, plans: Plan[], profile: Profile = {}) {
  const tempId = await startQuote(page, profile);
  await fillCart(page, tempId, plans);
  await checkOut(page);
  return tempId;
}

/** Stores session keys before the app boots, once per tab (the app's own writes then win). */
export async function presetSession(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((v) => {
    if (sessionStorage.getItem('e2e-session')) return;
    sessionStorage.setItem('e2e-session', '1');
    for (const [k, x] of Object.entries(v)) localStorage.setItem(k, JSON.stringify(x));
  }, values);
}

/** The step's page heading (the frame's h1 names the step). */
export const step = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Expects a field's message beside it (its accessible description) and that it is marked invalid. */
export async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

const SHOTS = '/tmp';
/** Full-page pictures at the brief's desktop and phone widths: /tmp/wizard-<name>-<width>.png. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/wizard-${name}-${w}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Reads one spec key of the session. */
export async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw == null ? null : JSON.parse(raw);
}

/** axe (WCAG 2 A/AA) finds nothing wrong in the wizard's step (the shell around it has its own checks). */
export async function expectAccessibleStep(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[data-step]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
