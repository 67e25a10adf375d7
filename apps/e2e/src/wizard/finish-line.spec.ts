import { expect, test } from '@playwright/test';
import { apiEnrollment, DENTAL, shoot, startWizard, step } from '../support/wizard';

/**
 * The end of the wizard in Spanish on a phone (issue 32): the order beside the payment, a button
 * that says it submits and what it charges, digits grouped while typed, the receipt with what the
 * PDF shows. The English desktop run is the applicant journey's.
 */
test('the last step and the receipt in Spanish on a phone', async ({ page }) => {
  const tempId = await startWizard(page, [DENTAL], { zip: '94105', dob: '04/18/1988', tier: 'IO' });
  await apiEnrollment(page, tempId, 'billing', { email: `finish.${Date.now()}@example.com` });
  await page.getByRole('button', { name: 'Español' }).click();
  await page.goto('/enrollment/billing-information');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(step(page, 'Información de pago')).toBeVisible();

  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByRole('listitem').first()).toContainText('Solo el miembro');
  const first = (await summary.getByTestId('summary-first-month').textContent())!;
  const submit = page.getByRole('button', { name: `Enviar inscripción y pagar ${first}` });
  await expect(submit).toBeVisible();

  await page.getByLabel('Nombre en la tarjeta').fill('Ana');
  await page.getByLabel('Apellido en la tarjeta').fill('Lopez');
  await page.getByLabel('Número de tarjeta').pressSequentially('4111111111111111');
  await expect(page.getByLabel('Número de tarjeta')).toHaveValue('4111 1111 1111 1111');
  await page.getByLabel('Código de seguridad').fill('737');
  await page.getByLabel('Mes de vencimiento').selectOption('09');
  await page.getByLabel('Año de vencimiento').selectOption(String(new Date().getUTCFullYear() + 2));
  await page.getByLabel('Usar la dirección física').check();
  const street = page.getByLabel('Dirección, línea 1');
  await expect(street).toHaveAttribute('readonly', '');
  await expect(street).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByLabel('Nombre en la tarjeta')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await shoot(page, 'billing-es');

  await submit.click();
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByRole('heading', { name: 'Sus planes' })).toBeVisible();
  await expect(page.getByTestId('receipt-first-month')).toHaveText(first);
  await expect(page.getByRole('heading', { name: 'Personas cubiertas' })).toBeVisible();
  await expect(page.getByText('Ana Lopez').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Qué sigue' })).toBeVisible();
  await expect(page.getByText(/xxxxxx1111/)).toBeVisible();
  await shoot(page, 'receipt-es');
});
