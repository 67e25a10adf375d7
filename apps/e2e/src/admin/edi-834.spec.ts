import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInQuietly } from '../support/sign-in';
import { shoot } from '../members/shots';

// The platform administrator sets up BrightSmile's trading partner, builds an 834, downloads it,
// and the file history shows the download (issue 21, ADR 0022).
test('set up a trading partner, build a file, download it; the history shows who downloaded it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInQuietly(page, 'admin');
  await page.goto('/admin/tenants');
  await page.getByRole('link', { name: 'EDI 834' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'EDI 834 files' })).toBeVisible();
  await page.getByRole('link', { name: 'Set up BrightSmile Dental Co.' }).click();
  const form = page.locator('form[aria-labelledby="partner-title"]');

  // A delimiter in an id is refused beside the field, before anything is sent.
  await form.getByLabel('Sender id (ISA06)').fill('BENEFIT*STORE');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByLabel('Sender id (ISA06)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Use 1 to 15 letters, digits, spaces, dots or hyphens.').first()).toBeVisible();

  await form.getByLabel('Sender id (ISA06)').fill('BENEFITSTORE');
  await form.getByLabel('Receiver id (ISA08)').fill('BRIGHTSMILE');
  await form.getByLabel('Application sender code (GS02)').fill('BSTORE');
  await form.getByLabel('Application receiver code (GS03)').fill('BSMILE');
  await form.getByRole('button', { name: 'Add a group number' }).click();
  await form.getByLabel('Group', { exact: true }).selectOption({ label: 'Northwind Traders (77)' });
  await form.getByLabel('Group or policy number').fill('NW77-DEN');

  // The drop files' retention is 1 to 365 days, refused beside the field (ADR 0027).
  const days = form.getByLabel('Keep drop files for (days)');
  await days.fill('0');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Keep files between 1 and 365 days.')).toBeVisible();
  await days.fill('14');
  // A carrier key that is no key: the server refuses it beside the field.
  const key = form.getByLabel("Carrier's OpenPGP public key");
  await key.fill('-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key\n-----END PGP PUBLIC KEY BLOCK-----');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This is not an OpenPGP public key that can be read.')).toBeVisible();
  await shoot(page, 'edi-partner-key-refused');
  await key.fill('');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('The settings are saved.')).toBeVisible();
  await expect(days).toHaveValue('14');
  await shoot(page, 'edi-partner');

  const build = page.locator('form[aria-labelledby="build-title"]');
  await build.getByLabel('Full file').check();
  await build.getByRole('button', { name: 'Build the file' }).click();
  await expect(build.getByText(/^File \d+ is built: \d+ subscribers and \d+ dependents\.$/)).toBeVisible();

  const history = page.locator('section[aria-labelledby="files-title"]');
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText('Not downloaded');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download file \d+$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^834-brightsmile-dental-co-\d+\.edi$/);
  const content = readFileSync((await download.path())!, 'utf8');
  expect(content).toMatch(/^ISA\*00\*/);
  expect(content).toContain('N1*P5*NORTHWIND TRADERS*94*NW77-DEN~');
  expect(content).toMatch(/IEA\*1\*\d{9}~\n$/);

  await expect(row).toContainText('admin@benefit-store.example', { timeout: 10_000 });
  await shoot(page, 'edi-history');

  // The new fields in Spanish, with the retention refused beside its field.
  await page.context().addCookies([{ name: 'bs_lang', value: 'es', url: page.url() }]);
  await page.reload();
  const es = page.locator('form[aria-labelledby="partner-title"]');
  await es.getByLabel('Conservar los archivos de entrega (días)').fill('400');
  await es.getByRole('button', { name: 'Guardar la configuración' }).click();
  await expect(es.getByText('Conserve los archivos entre 1 y 365 días.')).toBeVisible();
  await expect(es.getByLabel('Clave pública OpenPGP de la aseguradora')).toBeVisible();
  await shoot(page, 'edi-partner-es');
});
