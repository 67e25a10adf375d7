import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInQuietly } from './sign-in';
import { API_HEADERS, api } from './api';
import { shootBothWidths } from './shots';
import { startQuote, type Profile } from './shopping';

export const TERM_LIFE = { id: 1003, ppid: 100301 };
export const MAJOR_MEDICAL = { id: 1012, ppid: 101201 };
export const DISABILITY = { id: 1011, ppid: 101101 };
export const DENTAL = { id: 1001, ppid: 100101 };
export type Plan = { id: number; ppid: number };

/** Valid-looking SSNs (the server refuses never-issued ones such as 123456789). */
export const SSN = { member: '512345678', spouse: '523456789', child: '534567890', child2: '545678901' };

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
/**
 * The last step's button, which says what it does: 'Submit enrollment and pay $188.97' when the
 * person pays (any amount unless told), 'Submit enrollment' when the group is billed.
 */
export const submitEnrollment = (page: Page, pays: string | boolean = true) =>
  page.getByRole('button', {
    name:
      pays === false
        ? 'Submit enrollment'
        : pays === true
          ? /^Submit enrollment and pay \$\d[\d,]*\.\d\d$/
          : `Submit enrollment and pay ${pays}`,
    exact: true,
  });
/** Contact Information's e-mail: 'Your Email Address' for an applicant, 'Client's Email Address' for staff. */
export const emailField = (page: Page) => page.getByLabel(/^(Client's|Your) Email Address$/);

/**
 * The step pictures the server stored (save-screenshot answered 200), by name, and every picture
 * that failed, in the page (html2canvas) or at the server. Pictures are sent in the background.
 */
export function watchStepPictures(page: Page) {
  const stored = new Set<string>();
  const sizes = new Map<string, { width: number; height: number }>();
  const failed: string[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/api/v1/save-screenshot')) return;
    const { name, image } = r.request().postDataJSON() as { name: string; image: string };
    if (r.ok()) {
      stored.add(name);
      // The PNG's IHDR: width and height, big-endian, at bytes 16-23.
      const png = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
      sizes.set(name, { width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
    } else failed.push(`${name}: HTTP ${r.status()}`);
  });
  page.on('console', (m) => {
    if (/screenshot of .* not saved|html2canvas/.test(m.text())) failed.push(m.text());
  });
  return { stored: () => [...stored].sort(), size: (name: string) => sizes.get(name), failed };
}

/** Expects a field's message beside it (its accessible description) and that it is marked invalid. */
export async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** Full-page pictures at the brief's desktop and phone widths: /tmp/wizard-<name>-<width>.png. */
export const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/tmp/wizard-${name}-${w}.png`);

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

// ---- Wizard II: review, agreement, billing, receipt ------------------------------------------

/** The demo sign-in that may start a rep's or a group's enrollment for this book (ADR 0013). */
function staffFor(who: { eprocess: 'rep' | 'group'; agent_id: number; group_id: number }) {
  if (who.eprocess === 'rep') return who.agent_id === 20417 ? 'rep2' : 'rep';
  return who.group_id === 4100 ? 'group4100' : who.group_id === 4200 ? 'group4200' : 'group';
}

/**
 * Starts a quote as a rep or group administrator, signed in as they must be to start one (their
 * store context stored), cart filled, checked out.
 */
export async function startStaffWizard(
  page: Page,
  who: { eprocess: 'rep' | 'group'; agent_id: number; group_id: number },
  plans: Plan[],
  profile: { zip?: string; dob?: string; tier?: 'IO' | 'IS' | 'IC' | 'IF'; gender?: 0 | 1 } = {},
) {
  const { zip = '30301', dob = '04/18/1988', tier = 'IO', gender = 1 } = profile;
  await signInQuietly(page, staffFor(who));
  const created = await page.request.post('/api/v1/add-filter-for-new-user', {
    headers: API_HEADERS,
    data: {
      zip,
      dob,
      tier,
      gender,
      eprocess: who.eprocess,
      agent_id: who.agent_id,
      group_id: who.group_id,
      platform_group_id: 101,
      type: who.eprocess === 'group' ? 'new-group-member' : 'new-member',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tempId: string = (await created.json()).data.temp_enrollment_id;
  await presetSession(page, {
    tempId,
    // As the sign-in page leaves it: a signed-in person is no anonymous visitor of a store.
    open_type: null,
    eprocess: who.eprocess,
    agent_id: who.agent_id,
    AGENT_ID: who.eprocess === 'rep' ? who.agent_id : null,
    group_id: who.group_id,
    enroll_type: who.eprocess === 'group' ? 'new-group-member' : 'new-member',
  });
  await page.goto('/cart');
  await fillCart(page, tempId, plans);
  await checkOut(page);
  return tempId;
}

export interface Person {
  first: string;
  last: string;
  email: string;
  city: string;
}

/** Personal and Contact Information with valid answers (their own journeys test the rules). */
export async function personalAndContact(page: Page, p: Person) {
  await expect(step(page, 'Personal Information')).toBeVisible();
  await page.getByLabel('First Name').fill(p.first);
  await page.getByLabel('Last Name').fill(p.last);
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('SSN').fill(SSN.member);
  for (const [label, value] of [
    ['Weight (lbs)', '150'],
    ['Feet', '5'],
    ['Inches', '6'],
  ] as const)
    if (await page.getByLabel(label).isVisible()) await page.getByLabel(label).fill(value);
  const prior = page.getByRole('group', { name: 'Prior Coverage' });
  if (await prior.isVisible()) await prior.getByRole('radio', { name: 'None' }).check();
  await next(page).click();
  await expect(step(page, 'Contact Information')).toBeVisible();
  await emailField(page).fill(p.email);
  await page.getByLabel('Contact Number').fill('2015550123');
  await page.getByLabel('Street Address 1').fill('55 Peachtree Street');
  await page.getByLabel('City').fill(p.city);
  await next(page).click();
}

/** Review & Confirmation: the cards (in order), the order summary (the billing step's), notes, then Next. */
export async function reviewAndConfirm(page: Page, cards: string[], notes = 'Please call after 5 pm.') {
  await expect(step(page, 'Review & Confirmation')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your enrollment' }).getByRole('heading')).toHaveText(cards);
  const cart = page.getByRole('region', { name: 'Order Summary' });
  await expect(cart).toContainText('First Month Total Cost');
  await expect(cart).toContainText('Recurring Monthly Cost');
  await page.getByLabel('Additional Notes').fill(notes);
  await next(page).click();
  await expect(step(page, 'Agreement & Signature')).toBeVisible();
}

/** Draws a short stroke on the signature canvas, as a mouse user signs. */
export async function drawSignature(page: Page) {
  const canvas = page.getByRole('img', { name: 'Signature drawing area' });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? -20 : 20));
  await page.mouse.up();
}

/** Agreement & Signature: the section title, every box, the answer, then a signature (drawn or typed). */
export async function signAgreement(
  page: Page,
  o: { title: string; answer: string; userName?: string; typed?: string },
) {
  await expect(page.getByRole('heading', { name: o.title })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /I have read and agree to/ });
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  await page.getByLabel('Verification Answer').fill(o.answer);
  if (o.userName) await page.getByLabel('User Name').fill(o.userName);
  if (o.typed) {
    await page.getByLabel('Or type your full name to sign').fill(o.typed);
    await page.getByRole('button', { name: 'Sign with typed name' }).click();
  } else await drawSignature(page);
  await expect(page.getByText('Your signature has been captured.')).toBeAttached();
  await next(page).click();
  await expect(step(page, 'Billing Information')).toBeVisible();
}

/** A new Visa test card with the contact address as billing address (Next is left to the test). */
export async function fillNewCard(page: Page, first: string, last: string) {
  await page.getByLabel('First Name on Card').fill(first);
  await page.getByLabel('Last Name on Card').fill(last);
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Security Code').fill('737');
  await page.getByLabel('Expiration Month').selectOption('09');
  await page.getByLabel('Expiration Year').selectOption(String(new Date().getUTCFullYear() + 2));
  await page.getByLabel('Choose physical address').check();
  await expect(page.getByLabel('Street Address 1')).toHaveAttribute('readonly', '');
}

/** A new checking account at a real routing number of the demo directory (Next is left to the test). */
export async function fillNewBank(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'ACH Authorization' })).toBeVisible();
  await page.getByLabel('Account Name').fill(name);
  await page.getByLabel('Account Number').fill('987654321012');
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Routing Number').blur();
  await expect(page.getByLabel('Bank Name')).not.toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Checking' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
}

/** The receipt: 'Dear {name}, Thank you' and the policy id; the stored enrollment id is cleared. */
export async function expectReceipt(page: Page, name: string): Promise<string> {
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByText(`Dear ${name}, Thank you`)).toBeVisible();
  await expect(
    page.getByText("A receipt titled 'Enrollment Receipt' will be sent to the member and client."),
  ).toBeVisible();
  // What the PDF shows, on the page: plans and amounts, people covered, what happens next.
  await expect(page.getByRole('heading', { name: 'Your Plans' })).toBeVisible();
  await expect(page.getByTestId('receipt-first-month')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(page.getByRole('heading', { name: 'People Covered' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  const policy = (await page.getByTestId('policy-id').textContent())!;
  expect(policy).toMatch(/^BS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await expect.poll(() => stored(page, 'tempId')).toBeNull();
  return policy;
}

/** The outbox page's rows for one address and subject (the local mail page, no SMTP). */
export async function outboxRows(page: Page, to: string, subject: string) {
  await page.goto('/mail');
  return page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
}

export { apiEnrollment, type ApplicantIdentity } from './wizard-by-api';
