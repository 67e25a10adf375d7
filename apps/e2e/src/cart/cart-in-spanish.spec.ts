import { expect, test } from '@playwright/test';
import {
  actAsStaff,
  addPlanViaApi,
  dobTurning30BetweenFirstDates,
  offeredDates,
  startEnrollment,
} from '../support/cart';

const DENTAL = { id: 1001, ppid: 100101, slug: 'brightsmile-dental-ppo', name: 'BrightSmile Dental PPO' };
const LIFE = { id: 1003, ppid: 100301, slug: 'guardian-term-life-20', name: 'Guardian Term Life 20' };

test('a rep on a phone reads the cart and the quote form in Spanish', async ({ page, baseURL }) => {
  await actAsStaff(page, 'rep');
  const tempId = await startEnrollment(page, dobTurning30BetweenFirstDates());
  await addPlanViaApi(page.request, tempId, DENTAL);
  await addPlanViaApi(page.request, tempId, LIFE);

  await page.context().addCookies([{ name: 'bs_lang', value: 'es', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Mi carrito' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planes en su carrito' })).toContainText(DENTAL.name);
  const order = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(order.getByLabel('Fecha de vigencia')).toBeVisible();
  await expect(order).toContainText('Costo total');
  await expect(order).toContainText('$49.98');
  await expect(page.getByRole('button', { name: `Quitar ${LIFE.name}` })).toBeVisible();
  // Nothing on the phone screen is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/cart-es-two-plans.png', fullPage: true });

  await page.getByRole('button', { name: 'Enviar cotización personalizada' }).click();
  const form = page.getByRole('dialog', { name: '¿A quién desea enviar la cotización?' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Escriba un nombre')).toBeVisible();
  await expect(form.getByText('Escriba un correo electrónico')).toBeVisible();
  await page.screenshot({ path: '/tmp/cart-es-quote.png' });
  await form.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Continuar con la compra' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmación' });
  // 12/01 would read as the 12th of January: the sentence spells the month out.
  const [first] = offeredDates();
  const [m, d, y] = first.split('/').map(Number);
  const month = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('es', { month: 'long', timeZone: 'UTC' });
  await expect(confirm).toContainText(`Sus planes entrarán en vigor el ${d} de ${month} de ${y}`);
  await page.screenshot({ path: '/tmp/cart-es-checkout.png' });
});

const GAP = {
  id: 1019,
  ppid: 101901,
  slug: 'bridgecare-gap-plus',
  name: 'BridgeCare Gap Plus',
  fee: { id: 1091, ppid: 109101 },
};

test('a group administrator sees the fixed fee line and the 3% notice in Spanish', async ({
  page,
  baseURL,
}) => {
  await actAsStaff(page, 'group');
  const tempId = await startEnrollment(page, dobTurning30BetweenFirstDates());
  await addPlanViaApi(page.request, tempId, GAP);

  await page.context().addCookies([{ name: 'bs_lang', value: 'es', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Incluido con sus planes' })).toContainText(
    'Administrative Fee',
  );
  await page.getByRole('button', { name: 'Enviar cotización personalizada' }).click();
  const form = page.getByRole('dialog', { name: '¿A quién desea enviar la cotización?' });
  await expect(form).toContainText(
    'Las cotizaciones, los precios y/o las tarifas que se muestran incluyen un 3% de cargos administrativos.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/cart-es-quote-fee.png' });
});
