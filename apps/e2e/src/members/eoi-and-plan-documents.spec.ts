import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { actAs } from '../support/act-as';
import { checkA11y, setLanguageCookie } from '../support/axe';
import { signInQuietly } from '../support/sign-in';
import { SHOTS_WANTED } from '../support/shots';

// Issue 30: a rep records the carrier's decision on James Carter's pending term life (the demo's
// $150,000 pending above the $100,000 guaranteed issue); the platform administrator uploads a plan
// document (a PDF is taken, anything else is refused beside the file); a shopper downloads the
// dental plan's SBC from its page, in Spanish too.

const DIR = '/tmp/shots/eoiadmin';
/** The brief's desktop and phone pictures, only when asked for (E2E_SHOTS=1). */
async function shoot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  mkdirSync(DIR, { recursive: true });
  const size = page.viewportSize();
  for (const [w, h] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${DIR}/${name}-${w}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A small PDF by its content: the upload worker reads the first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test('a rep approves part of a pending EOI case after confirming it', async ({ page, context }) => {
  test.setTimeout(240_000);
  await actAs(page, 'rep10109');
  await page.goto('/agent-home');
  await page.getByRole('main').getByRole('link', { name: 'Evidence of insurability', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence of insurability' })).toBeVisible();
  const james = page
    .getByRole('list', { name: 'Cases pending evidence of insurability' })
    .getByRole('listitem')
    .filter({ hasText: 'James Carter' });
  // The demo opens James's case 12 days before the server starts; the age counts from the day it
  // opened to today (UTC), so it is read from the card, never fixed (a run may cross midnight).
  await expect(james).toContainText(/Opened \w+ \d+, \d{4}/);
  const [, month, day, year] = /Opened (\w+) (\d+), (\d{4})/.exec((await james.textContent())!)!;
  const opened = Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day));
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await expect(james).toContainText(`Waiting ${Math.round((today - opened) / 86_400_000)} days`);
  await expect(james).toContainText('$150,000');
  await checkA11y(page, 'EOI pending list');
  if (SHOTS_WANTED) {
    await setLanguageCookie(context, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Evidencia de asegurabilidad' })).toBeVisible();
    await shoot(page, 'eoi-cases-es');
    await setLanguageCookie(context, 'en');
    await page.reload();
    await expect(james).toBeVisible();
    await shoot(page, 'eoi-cases-en');
  }

  const form = james.getByRole('form', { name: /Carrier's decision for James Carter/ });
  await form.getByLabel('Approve part').check();
  await form.getByRole('button', { name: 'Record decision' }).click();
  // No amount: asked for beside its box, nothing recorded.
  await expect(form.getByLabel('Approved amount (dollars)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Approved amount (dollars)').fill('100000');
  await form.getByRole('button', { name: 'Record decision' }).click();
  await expect(james.getByText(/approve \$100,000 of \$150,000 pending/)).toBeVisible();
  await shoot(page, 'eoi-confirm-en');
  await james.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(page.getByText(/Decision recorded for James Carter, Guardian Term Life 20/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'James Carter' })).toHaveCount(0);
});

test('the platform administrator uploads a plan document; a shopper downloads the SBC in both languages', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signInQuietly(page, 'admin');
  await page.goto('/admin/tenants');
  await page.getByRole('main').getByRole('link', { name: 'Plan documents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan documents' })).toBeVisible();
  const dental = page.getByRole('row').filter({ hasText: 'BrightSmile Dental PPO (1001)' });
  await expect(dental).toContainText('Summary of Benefits and Coverage (ES)');

  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Plan').selectOption({ label: 'BrightSmile Dental PPO (1001)' });
  await form.getByLabel('Document').selectOption('brochure');
  await form.getByLabel('Spanish').check();
  await form
    .getByLabel('PDF file')
    .setInputFiles({ name: 'folleto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a') });
  await form.getByRole('button', { name: 'Upload document' }).click();
  // The upload worker reads the file (its deadline is 20 s): the person waits for its answer.
  await expect(form.getByText('Plan documents must be PDF files.')).toBeVisible({ timeout: 30_000 });
  await form
    .getByLabel('PDF file')
    .setInputFiles({ name: 'folleto.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(
    form.getByText('folleto.pdf is now the Brochure of BrightSmile Dental PPO in Spanish.'),
  ).toBeVisible();
  await expect(dental).toContainText('Brochure (ES): folleto.pdf');
  await checkA11y(page, 'plan documents');
  await shoot(page, 'plan-documents-admin-en');
  await setLanguageCookie(context, 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos de planes' })).toBeVisible();
  await shoot(page, 'plan-documents-admin-es');

  // A shopper (no session) on the dental plan's page, in Spanish: the Spanish SBC and brochure.
  await context.clearCookies();
  await setLanguageCookie(context, 'es');
  await page.goto('/plan/1001/brightsmile-dental-ppo');
  const docs = page.getByRole('region', { name: 'Documentos del plan' });
  await expect(docs.getByText('Resumen de beneficios y cobertura')).toBeVisible();
  await expect(docs.getByText('Folleto')).toBeVisible();
  await shoot(page, 'plan-detail-documents-es');
  let download = page.waitForEvent('download');
  await docs.getByRole('button', { name: 'Descargar el Resumen de beneficios y cobertura (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('resumen-de-beneficios-y-cobertura.pdf');

  await setLanguageCookie(context, 'en');
  await page.reload();
  const en = page.getByRole('region', { name: 'Plan documents' });
  await expect(en.getByText('Summary of Benefits and Coverage')).toBeVisible();
  // The brochure exists only in Spanish: English readers do not get it.
  await expect(en.getByText('Brochure')).toHaveCount(0);
  await shoot(page, 'plan-detail-documents-en');
  download = page.waitForEvent('download');
  await en.getByRole('button', { name: 'Download the Summary of Benefits and Coverage (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('summary-of-benefits-and-coverage.pdf');
});
