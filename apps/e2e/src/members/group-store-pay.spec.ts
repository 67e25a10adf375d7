import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_HEADERS, CLIENT_AUTH } from '../support/api';
import { expectLanguage, setLanguageCookie } from '../support/axe';
import { addPlanViaApi } from '../support/cart';
import { signInQuietly } from '../support/sign-in';
import { DENTAL } from '../support/wizard';
import { shoot } from './shots';

// Issues 28 and 29, the shopper's side (ADR 0033, 0034): in Northwind's employee store (group 77,
// seeded biweekly with 50% of employee-only dental up to $20.00/month, in open enrollment) the
// plans say how long open enrollment lasts and the cart prices dental per paycheck with the
// employer's share; Lakeside's (4100) window is closed, an invited employee's landing says so,
// and she reports a birth with its certificate there.

async function newBrowser(browser: Browser, lang: 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await setLanguageCookie(context, lang);
  return context.newPage();
}

/** Shortcut: a quote in Northwind's group store, as its landing form starts one (open type group). */
async function northwindQuote(page: Page): Promise<string> {
  const created = await page.request.post('/api/v1/add-filter-for-new-user', {
    headers: API_HEADERS,
    data: {
      zip: '10001',
      dob: '04/18/1988',
      tier: 'IO',
      gender: 1,
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
      platform_group_id: 102,
      open_type: 'group',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tempId: string = (await created.json()).data.temp_enrollment_id;
  await page.addInitScript((id) => localStorage.setItem('tempId', JSON.stringify(id)), tempId);
  return tempId;
}

for (const lang of ['en', 'es'] as const) {
  test(`a Northwind employee reads the open window and dental per paycheck with the employer share (${lang})`, async ({
    browser,
  }) => {
    const page = await newBrowser(browser, lang);
    const tempId = await northwindQuote(page);
    await page.goto('/northwind-employees/plans');
    await expectLanguage(page, lang);
    await expect(page.getByTestId('enrollment-window')).toContainText(
      lang === 'en'
        ? /Open enrollment ends (in \d+ days?|today)/
        : /La inscripción abierta termina (en \d+ días?|hoy)/,
    );
    await expect(
      page.getByText(lang === 'en' ? /From \$\d+\.\d\d per paycheck/ : /Desde \$\d+\.\d\d por pago/).first(),
    ).toBeVisible();
    await shoot(page, `group-store-plans-${lang}`);

    await page.goto('/northwind-employees/plan/1001/brightsmile-dental');
    await expect(page.getByRole('region', { name: lang === 'en' ? 'Pricing' : 'Precios' })).toContainText(
      lang === 'en' ? /per paycheck, 2[67] a year/ : /por pago de nómina, 2[67] al año/,
    );
    await shoot(page, `group-store-plan-${lang}`);

    await addPlanViaApi(page.request, tempId, { ...DENTAL, slug: 'brightsmile-dental' });
    await page.goto('/northwind-employees/cart');
    const row = page.getByRole('table').getByRole('row', { name: /Dental/ });
    await expect(row).toContainText(
      lang === 'en'
        ? /\$\d+\.\d\d per paycheck, 2[67] a year/
        : /\$\d+\.\d\d por pago de nómina, 2[67] al año/,
    );
    await expect(row).toContainText(
      lang === 'en' ? /Employer \$\d+\.\d\d\/month/ : /Empleador \$\d+\.\d\d\/mes/,
    );
    await shoot(page, `group-store-cart-${lang}`);
    await page.context().close();
  });
}

test("Lakeside's invited employee reads that enrollment is closed, and the way in that remains", async ({
  page,
  browser,
}) => {
  await signInQuietly(page, 'group4100');
  const headers = { Authorization: CLIENT_AUTH };
  const board = await page.request.get('/api/v1/get-enrollment-board?group_id=4100&search=Keiko', {
    headers,
  });
  const [row] = (await board.json()).data.rows as { census_id: number }[];
  const sent = await page.request.post('/api/v1/send-invitations', {
    headers,
    data: { group_id: 4100, mode: 'invite', census_ids: [row!.census_id] },
  });
  expect(await sent.json()).toMatchObject({ status: 'success', data: { sent: 1 } });

  const keiko = await newBrowser(browser, 'en');
  await keiko.goto('/mail');
  await keiko.getByRole('row').filter({ hasText: 'keiko.tanaka' }).first().getByRole('link').click();
  const href = await keiko.locator('a[href*="/invitation/"]').first().getAttribute('href');
  await keiko.goto(new URL(href!).pathname);
  await expect(keiko.getByRole('heading', { level: 1, name: 'Welcome, Keiko' })).toBeVisible();
  const status = keiko.getByTestId('enrollment-status');
  await expect(status).toContainText('Enrollment is closed');
  await expect(status).toContainText('report a life event');
  // The store still opens (to read the plans); choosing one is refused until a life event allows it.
  await expect(keiko.getByRole('link', { name: 'Choose my plans' })).toBeVisible();
  await shoot(keiko, 'invitation-closed-en');
  // Issue 29: the way in that remains. The form says the deadline once a kind and a date are chosen.
  const born = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await keiko.getByRole('button', { name: 'Report a life event' }).click();
  await keiko.getByLabel('What happened').selectOption({ label: 'Birth' });
  await keiko.getByLabel('Date of the event').fill(born);
  await expect(keiko.getByTestId('life-event-deadline')).toContainText('This event needs a document');
  await shoot(keiko, 'life-event-form-en');
  await setLanguageCookie(keiko.context(), 'es');
  await keiko.reload();
  await expect(keiko.getByText('La inscripción está cerrada')).toBeVisible();
  await shoot(keiko, 'invitation-closed-es');
  // She reports a birth ten days ago and sends its certificate.
  await keiko.getByRole('button', { name: 'Informar un evento de vida' }).click();
  await keiko.getByLabel('Qué pasó').selectOption({ label: 'Nacimiento' });
  await keiko.getByLabel('Fecha del evento').fill(born);
  await expect(keiko.getByTestId('life-event-deadline')).toContainText('El último día para informar');
  await keiko.getByRole('button', { name: 'Informar el evento' }).click();
  await expect(keiko.getByText('Esperando la aprobación de su administrador')).toBeVisible();
  // A page saved under a certificate's name is refused by its content, beside the file.
  await keiko.getByLabel('Documento', { exact: true }).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a certificate</html>'),
  });
  await keiko.getByRole('button', { name: 'Subir el documento' }).click();
  await expect(keiko.getByText('Suba un archivo PDF, JPEG o PNG.')).toBeVisible();
  await shoot(keiko, 'life-event-document-error-es');
  await keiko.getByLabel('Documento', { exact: true }).setInputFiles({
    name: 'birth-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await keiko.getByRole('button', { name: 'Subir el documento' }).click();
  await expect(keiko.getByText('Documento recibido: birth-certificate.pdf')).toBeVisible();
  await shoot(keiko, 'life-event-waiting-es');
  await setLanguageCookie(keiko.context(), 'en');
  await keiko.reload();
  await expect(keiko.getByTestId('enrollment-status')).toContainText(
    "Waiting for your administrator's approval",
  );
  await shoot(keiko, 'life-event-pending-en');
  await keiko.context().close();
  // The administrator's follow-up list counts the document.
  const due = await page.request.get('/api/v1/get-life-event-follow-up?group_id=4100', { headers });
  const items = (await due.json()).data.items as { census_id: number; kind: string; documents: number }[];
  expect(items.find((i) => i.census_id === row!.census_id)).toMatchObject({ kind: 'birth', documents: 1 });
});
