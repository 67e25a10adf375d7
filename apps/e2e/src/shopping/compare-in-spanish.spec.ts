import { expect, test } from '@playwright/test';
import { setLanguageCookie, VIEWPORTS } from '../support/axe';
import { cartLines, startQuote } from '../support/shopping';

// The same journey in Spanish, at phone width: sort by price, compare across two categories, and
// the plan detail's add-to-cart rules from the table (the 3% fee plan's pair, already in the cart).
test.use({ viewport: VIEWPORTS.phone });
test.beforeEach(async ({ context }) => setLanguageCookie(context, 'es'));

test('ordena por precio, compara y agrega al carrito desde la tabla', async ({ page }) => {
  const tempId = await startQuote(page);
  await page.goto('/plans');
  await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: de menor a mayor' });
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  const supplemental = page.getByRole('region', { name: 'Planes suplementarios' });
  await expect(supplemental.getByText('desde $').first()).toBeVisible();
  for (const name of ['GapCover Supplemental', 'BridgeCare Gap Plus', 'Paws & Claws Pet Care'])
    await page.getByRole('checkbox', { name: `Comparar ${name}` }).check();
  await expect(page.getByRole('region', { name: 'Planes para comparar' })).toContainText(
    '3 de 4 planes elegidos',
  );
  await page.getByRole('link', { name: 'Comparar planes' }).click();

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Característica',
    'GapCover Supplemental',
    'BridgeCare Gap Plus',
    'Paws & Claws Pet Care',
  ]);
  await expect(table.getByRole('rowheader', { name: /^Aseguradora/ })).toContainText('Diferente');
  // The catalogue's facts in Spanish too (the carriers' names stay as they are).
  await expect(table.getByRole('row', { name: /^Período de espera/ })).toContainText(
    '14 días en enfermedades; 2 días en accidentes',
  );
  await expect(table.getByRole('row', { name: /^Qué cubre/ })).toContainText(
    'Funciona con cualquier plan médico',
  );
  // BridgeCare carries the 3% fee: added with its fee line, as on plan detail.
  await table
    .getByRole('button', { name: /^Agregar al carrito: .*\(BridgeCare Gap Plus\)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  expect((await cartLines(page, tempId)).map((l) => l.plan_id).sort()).toEqual([1019, 1091]);

  // Already in the cart: the button goes to the cart without adding it again.
  await page.goBack();
  await table
    .getByRole('button', { name: /^Agregar al carrito: .*\(BridgeCare Gap Plus\)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await cartLines(page, tempId)).toHaveLength(2);
});
