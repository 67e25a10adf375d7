import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectLanguage, setLanguageCookie } from '../support/axe';
import { CLIENT_AUTH } from '../support/api';
import { signInQuietly } from '../support/sign-in';
import { shoot } from './shots';

// Issue 26 (ADR 0026): Lakeside's administrator invites Hassan through the API; Hassan opens his
// mailed link first, so it is his; the same link opened in another browser shows nothing from
// the census until that browser proves his date of birth (or asks for a code by e-mail).
const HASSAN = { first: 'Hassan', email: 'hassan.ali@lakeside-mfg.example', dob: '04/25/1983' };

async function newBrowser(browser: Browser, lang: 'en' | 'es' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (lang === 'es') await setLanguageCookie(context, 'es');
  return context.newPage();
}

/** The newest invitation link mailed to `to`, read from the outbox page. */
async function mailedLink(page: Page, to: string): Promise<string> {
  await page.goto('/mail');
  await page.getByRole('row').filter({ hasText: to }).first().getByRole('link').click();
  const href = await page.locator('a[href*="/invitation/"]').first().getAttribute('href');
  // A Spanish-speaking employee's link also names the census language (?lang=es).
  expect(href).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}(\?lang=es)?$/);
  return new URL(href!).pathname;
}

test('an invitation opened in a second browser asks for the date of birth before showing anything', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInQuietly(page, 'group4100');
  const headers = { Authorization: CLIENT_AUTH };
  const board = await page.request.get('/api/v1/get-enrollment-board?group_id=4100&search=Hassan', {
    headers,
  });
  const [row] = (await board.json()).data.rows as { census_id: number }[];
  const sent = await page.request.post('/api/v1/send-invitations', {
    headers,
    data: { group_id: 4100, mode: 'invite', census_ids: [row!.census_id] },
  });
  expect(await sent.json()).toMatchObject({ status: 'success', data: { sent: 1 } });

  // Hassan opens it first: it is his.
  const hassan = await newBrowser(browser);
  const path = await mailedLink(hassan, HASSAN.email);
  await hassan.goto(path);
  await expect(hassan.getByRole('heading', { level: 1, name: `Welcome, ${HASSAN.first}` })).toBeVisible();

  // Another browser with the same link: no name, no birth date, no way to decline.
  const other = await newBrowser(browser);
  await other.goto(path);
  await expect(other.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expect(other.locator('main')).not.toContainText(HASSAN.first);
  await expect(other.getByRole('button', { name: "I don't want coverage" })).toHaveCount(0);
  const dob = other.getByRole('textbox', { name: /^Date of Birth/ });
  await dob.fill('01/01/1990');
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(dob).toHaveAccessibleDescription(/This date of birth does not match our records\./);
  await shoot(other, 'invitation-prove-error');
  await dob.fill(HASSAN.dob);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByRole('heading', { level: 1, name: `Welcome, ${HASSAN.first}` })).toBeVisible();
  await expect(other.getByRole('button', { name: "I don't want coverage" })).toBeVisible();

  // In Spanish, a third browser may ask for a code instead.
  const tercero = await newBrowser(browser, 'es');
  await tercero.goto(path);
  await expectLanguage(tercero, 'es');
  await expect(tercero.getByRole('heading', { level: 1, name: 'Confirme que es usted' })).toBeVisible();
  await shoot(tercero, 'invitation-prove-es');
  await tercero.getByRole('button', { name: 'Prefiero recibir un código por correo' }).click();
  await tercero.getByRole('button', { name: 'Envíenme un código' }).click();
  await expect(tercero.getByRole('textbox', { name: /^Código del correo electrónico/ })).toBeVisible();
  await shoot(tercero, 'invitation-prove-code-es');
  for (const p of [hassan, other, tercero]) await p.context().close();
});
