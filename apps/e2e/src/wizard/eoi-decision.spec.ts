import { expect, test, type Page } from '@playwright/test';
import { actAs } from '../support/act-as';
import { api } from '../support/api';
import { checkA11y, setLanguageCookie } from '../support/axe';
import { shootBothWidths } from '../support/shots';
import { mailedSignInLink, signInQuietly } from '../support/sign-in';
import { startQuote } from '../support/shopping';
import { apiEnrollment, fillCart, step } from '../support/wizard';

// Issue 30 from the election to the cover in force (ADR 0039). An applicant elects Guardian Term
// Life 20's $150,000 benefit above its $100,000 guaranteed issue and sees $100,000 approved now and
// $50,000 pending through the review and the receipt; their home says "$100,000 in force" and
// "$50,000 pending evidence of insurability". Rep 10109 records the carrier's "approve part:
// $25,000" on /eoi-cases; the member's home then says "$125,000 in force" at the new premium (the
// $150,000 option's rate per dollar, ADR 0037), in English and in Spanish.

const LIFE_150K = { id: 1003, ppid: 100302 };
const LOAD = 30_000;
const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/tmp/shots/eoidecision/${name}-${w}.png`);

/** A person of their own: one person, one member (ADR 0020), and a name to find on the list. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const ssn = () =>
  `5${String(10 + Math.floor(Math.random() * 89))}${String(10 + Math.floor(Math.random() * 89))}${String(1000 + Math.floor(Math.random() * 8999))}`;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function memberHome(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.locator('input[name="zip"]')).toBeVisible({ timeout: LOAD });
  await page.goto(await mailedSignInLink(page, email));
  await expect(page).toHaveURL(/\/member-home$/);
  return page.getByRole('region', { name: /Your coverage|Su cobertura/ });
}

test('an applicant above GI sees approved and pending to the receipt; the rep approves part; the member home shows the cover and premium in force', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const who = {
    first_name: 'Nora',
    last_name: `Q${letters(7)}`,
    ssn: ssn(),
    email: `eoi.decision.${Date.now()}.${letters(4)}@example.com`,
  };
  const name = `${who.first_name} ${who.last_name}`;
  const tempId = await startQuote(page);
  await fillCart(page, tempId, [LIFE_150K]);
  // The $150,000 option's premium for this person: the new premium is its rate per dollar.
  const detail = await api<{ plans: { ppid: number; plan_price: number }[] }>(
    page,
    'GET',
    `get-plan-pricing-detail?pid=1003&enrollment_id=${tempId}`,
  );
  const full = Math.round(detail.plans.find((o) => o.ppid === LIFE_150K.ppid)!.plan_price * 100);
  const approvedNow = Math.round((full * 100_000) / 150_000);
  const inForce = Math.round((full * 125_000) / 150_000);

  await apiEnrollment(page, tempId, 'review', who);
  await page.goto('/enrollment/review-confirm');
  await expect(step(page, 'Review & Confirmation')).toBeVisible({ timeout: LOAD });
  const life = page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('listitem')
    .filter({ hasText: 'Guardian Term Life 20' });
  await expect(life.getByText(`$100,000 approved now (${money(approvedNow)} per month)`)).toBeVisible({
    timeout: LOAD,
  });
  await expect(life.getByText('$50,000 pending evidence of insurability')).toBeVisible();

  await api(page, 'POST', 'save-beneficiary-info', {
    enrollment_id: tempId,
    beneficiaries: [
      {
        first_name: 'Luis',
        last_name: who.last_name,
        birthdate: '02/11/1983',
        ssn: '523456789',
        relationship: 'spouse',
        beneficiary_percentage: '100',
      },
    ],
  });
  await apiEnrollment(page, tempId, 'complete', who);
  await page.goto('/enrollment/receipt');
  await expect(page.getByRole('heading', { name: 'Your Plans' })).toBeVisible({ timeout: LOAD });
  const receipt = page.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
  await expect(receipt.getByText(`$100,000 approved now (${money(approvedNow)} per month)`)).toBeVisible();
  await expect(receipt.getByText('$50,000 pending evidence of insurability')).toBeVisible();

  // The member's home before the decision: what is in force and what waits.
  let coverage = await memberHome(page, who.email);
  let plan = coverage.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
  await expect(plan.getByText('$100,000 in force')).toBeVisible({ timeout: LOAD });
  await expect(plan.getByText('$50,000 pending evidence of insurability')).toBeVisible();
  await expect(plan).toContainText(`${money(approvedNow)} a month`);
  await shoot(page, 'member-home-pending-en');

  // Rep 10109 records the carrier's decision: approve $25,000 of the $50,000 pending.
  await context.clearCookies();
  await actAs(page, 'rep10109');
  await page.goto('/eoi-cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence of insurability' })).toBeVisible({
    timeout: LOAD,
  });
  const mine = page
    .getByRole('list', { name: 'Cases pending evidence of insurability' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(mine).toContainText('$50,000');
  const form = mine.getByRole('form', { name: new RegExp(`Carrier's decision for ${name}`) });
  await form.getByLabel('Approve part').check();
  await form.getByLabel('Approved amount (dollars)').fill('25000');
  await form.getByRole('button', { name: 'Record decision' }).click();
  await expect(mine.getByText(/approve \$25,000 of \$50,000 pending/)).toBeVisible();
  await mine.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(
    page.getByText(new RegExp(`Decision recorded for ${name}, Guardian Term Life 20`)),
  ).toBeVisible();

  // The member's home after it: $125,000 in force at its premium, nothing pending.
  coverage = await memberHome(page, who.email);
  plan = coverage.getByRole('listitem').filter({ hasText: 'Guardian Term Life 20' });
  await expect(plan.getByText('$125,000 in force')).toBeVisible({ timeout: LOAD });
  await expect(plan).toContainText(`${money(inForce)} a month`);
  await expect(plan.getByText(/pending evidence of insurability/)).toHaveCount(0);
  await shoot(page, 'member-home-decided-en');

  await setLanguageCookie(context, 'es');
  await page.reload();
  const es = page
    .getByRole('region', { name: 'Su cobertura' })
    .getByRole('listitem')
    .filter({ hasText: 'Guardian Term Life 20' });
  await expect(es.getByText('$125,000 vigentes')).toBeVisible({ timeout: LOAD });
  await expect(es).toContainText(`${money(inForce)} al mes`);
  await expect(es.getByText(/pendientes de prueba/)).toHaveCount(0);
  await shoot(page, 'member-home-decided-es');
});

test("the platform administrator sets a plan's EOI rules beside its fields, in English and Spanish", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInQuietly(page, 'admin');
  await page.goto('/admin/tenants');
  await page.getByRole('main').getByRole('link', { name: 'EOI rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence of insurability rules' })).toBeVisible({
    timeout: LOAD,
  });
  const form = page.getByRole('form', { name: "Change a plan's rules" });
  // Guardian Term Life 20's EOI step asks the demo's questions, shown in both languages to edit.
  await form.getByLabel('Plan').selectOption({ label: 'Guardian Term Life 20 (1003)' });
  const asked = form.getByRole('group', { name: 'Questions of the EOI step' });
  await expect(asked.getByRole('group', { name: 'Question 1' }).getByLabel(/^In English/)).toHaveValue(
    /^In the past 10 years/,
  );
  await expect(asked.getByRole('group', { name: 'Question 1' }).getByLabel(/^In Spanish/)).toHaveValue(
    /^En los últimos 10 años/,
  );
  await shoot(page, 'plan-eoi-questions-en');
  // Keystone sells up to $500,000: rules at $500,000 split no election another journey makes.
  await form.getByLabel('Plan').selectOption({ label: 'Keystone Term Life 10 (1018)' });
  const gi = form.getByLabel(/^Guaranteed-issue amount/);
  await gi.fill('');
  await form.getByRole('button', { name: 'Save rules' }).click();
  await expect(gi).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter the guaranteed-issue amount in whole dollars.')).toBeVisible();
  await shoot(page, 'plan-eoi-error-en');
  await gi.fill('500000');
  await form.getByLabel(/^Days to send evidence/).fill('90');
  // A question in English only is refused beside its Spanish text, then saved with it.
  const keystone = form.getByRole('group', { name: 'Questions of the EOI step' });
  const count = await keystone.getByRole('group', { name: /^Question \d+$/ }).count();
  await keystone.getByRole('button', { name: 'Add a question' }).click();
  const added = keystone.getByRole('group', { name: `Question ${count + 1}` });
  await added.getByLabel(/^In English/).fill('Do you pilot an aircraft?');
  await form.getByRole('button', { name: 'Save rules' }).click();
  await expect(added.getByLabel(/^In Spanish/)).toHaveAttribute('aria-invalid', 'true');
  await expect(added.getByText('Please enter the question in Spanish.')).toBeVisible();
  await added.getByLabel(/^In Spanish/).fill('¿Pilotea aviones?');
  await form.getByRole('button', { name: 'Save rules' }).click();
  await expect(
    form.getByText('Keystone Term Life 10 now issues up to $500,000 without evidence.', { exact: false }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Keystone Term Life 10 (1018)' });
  await expect(row).toContainText('Guaranteed issue $500,000');
  await expect(row).toContainText('Evidence within 90 days');
  await expect(row).toContainText('Do you pilot an aircraft?');
  await checkA11y(page, 'EOI rules');
  await shoot(page, 'plan-eoi-en');

  await setLanguageCookie(context, 'es');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reglas de evidencia de asegurabilidad' }),
  ).toBeVisible({ timeout: LOAD });
  const es = page.getByRole('form', { name: 'Cambiar las reglas de un plan' });
  await es.getByLabel('Plan').selectOption({ label: 'Keystone Term Life 10 (1018)' });
  await es.getByLabel(/^Días para enviar la evidencia/).fill('400');
  await es.getByRole('button', { name: 'Guardar reglas' }).click();
  await expect(es.getByText('Escriba un número de días de 1 a 365.')).toBeVisible();
  await shoot(page, 'plan-eoi-es');
});
