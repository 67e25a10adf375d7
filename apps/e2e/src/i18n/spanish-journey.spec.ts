import { expect, test } from '@playwright/test';
import { cartBadge } from '../support/shopping';

// A Spanish-speaking visitor whose browser asks for Spanish: the store answers in Spanish before
// anything is chosen, the server's own messages come back in Spanish, and the choice is kept.
test.use({ locale: 'es-MX' });

test('a Spanish-speaking visitor shops from the landing form to the cart in Spanish', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Obtenga una cotización en minutos' })).toBeVisible();

  const zip = page.getByLabel('Código postal');
  await page.getByRole('button', { name: 'Ver planes' }).click();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ingrese su código postal')).toBeVisible();

  // A well-formed zip that is not a US zip code: the server says so, in Spanish, beside the field.
  await zip.fill('00000');
  await page.getByLabel('Sexo').selectOption({ label: 'Femenino' });
  await page.getByLabel('Nivel de cobertura').selectOption('IO');
  await page.getByLabel('Fecha de nacimiento').pressSequentially('4181988');
  await page.getByRole('button', { name: 'Ver planes' }).click();
  await expect(page.getByText('Ingrese un código postal válido de EE. UU.')).toBeVisible();
  const described = await zip.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described?.split(' ')[0]}"]`)).toHaveText(
    'Ingrese un código postal válido de EE. UU.',
  );
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('04/18/1988');

  await zip.fill('10001');
  await page.getByRole('button', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { name: 'Planes', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sus datos' })).toContainText('10001');

  await page.goto('/plan/1001/brightsmile-dental-ppo');
  const prices = page.getByRole('region', { name: 'Precios' });
  await expect(prices.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
  await prices.getByRole('button', { name: 'Agregar al carrito' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Mi carrito' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();
  await expect(page.getByText('Costo total')).toBeVisible();

  // Switching to English is remembered: a reload stays English, whatever the browser asks for.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(cartBadge(page, 1)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Mi carrito' })).toBeVisible();
});
