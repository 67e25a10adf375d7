import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkA11y, setLanguageCookie, VIEWPORTS } from '../support/axe';
import { settled } from '../support/a11y-tour';
import { API_HEADERS } from '../support/api';
import { startQuote } from '../support/shopping';

// Issue 19: a visitor reading in Spanish reads the catalogue in Spanish (plan texts, sections,
// health questions, category labels, the store's tagline); only names stay as they are.
test.use({ locale: 'es-MX', viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
test.beforeEach(async ({ context }) => setLanguageCookie(context, 'es'));

const SHOTS = '/tmp/shots-spanish';
const repo = new URL('../../../../', import.meta.url).pathname;
const messages = (path: string) => JSON.parse(readFileSync(repo + path, 'utf8')) as unknown;
const leaves = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [];
// Block-level HTML to its lines of text, as innerText shows them.
const lines = (html: string) =>
  html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Every English text the page could show that has a different Spanish: the store's English
 * messages (shell, shop, ui) and the English catalogue as the API answers it without Spanish.
 */
async function englishTexts(request: APIRequestContext, planIds: number[]): Promise<Set<string>> {
  const en = ['apps/shell', 'apps/shop', 'libs/ui'].flatMap((p) => leaves(messages(`${p}/src/i18n/en.json`)));
  const es = new Set(
    ['apps/shell', 'apps/shop', 'libs/ui'].flatMap((p) => leaves(messages(`${p}/src/i18n/es.json`))),
  );
  const texts = new Set(en.filter((t) => !es.has(t) && !t.includes('{{')));
  // The demo tenants' English branding and copy (tagline, About popup, landing title).
  for (const slug of ['benefit-store', 'northwind-employees', 'summit-benefits']) {
    const t = messages(`tenants/${slug}/tenant.json`) as {
      branding: Record<string, string>;
      copy: Record<string, string>;
    };
    const { tagline, display_about_name, about } = t.branding;
    for (const text of [tagline, display_about_name, about, ...leaves(t.copy)]) texts.add(text!);
  }
  const english = { ...API_HEADERS, 'accept-language': 'en' };
  const featured = await request.get('/api/v1/get-featured-plans', { headers: english });
  for (const p of (await featured.json()).data) for (const l of lines(p.plan_short_text)) texts.add(l);
  for (const id of planIds) {
    const d = (await (await request.get(`/api/v1/get-plan-detail/${id}`, { headers: english })).json()).data;
    for (const l of [...lines(d.plan_short_text), ...Object.values<string>(d.plan_desc).flatMap(lines)])
      texts.add(l);
  }
  return texts;
}

/** The lines of the page's text that are English, outside anything marked lang="en" (a fallback). */
async function englishLeft(page: Page, english: Set<string>): Promise<string[]> {
  const shown: string[] = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="en"], script, style, [hidden]').forEach((n) => n.remove());
    document.body.append(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    clone.remove();
    return text.split('\n').map((l) => l.trim());
  });
  return shown.filter((l) => english.has(l));
}

test('landing, listing and plan detail read in Spanish, with nothing English but names', async ({ page }) => {
  const english = await englishTexts(page.request, [1001, 1005, 1012]);
  expect(english.has('Preventive care covered at 100%, no waiting period on cleanings.')).toBe(true);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // In the banner (a role: the app's copy, hidden while the painted landing shows, is not counted).
  await expect(page.getByRole('banner').getByText('Beneficios simples, para todos.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Encuentre los beneficios adecuados para usted y su familia',
  );
  const featured = page.getByRole('main').getByRole('listitem').filter({ hasText: 'BrightSmile Dental PPO' });
  await expect(featured).toContainText('Atención preventiva cubierta al 100%');
  await expect(page.getByRole('link', { name: 'Enfermedades graves', exact: true })).toBeVisible();
  await settled(page);
  expect(await englishLeft(page, english)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/landing-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Acerca de' }).click();
  const about = page.getByRole('dialog', { name: 'Acerca de Benefit Store' });
  await expect(about).toContainText('Benefit Store reúne en un solo lugar planes dentales');
  expect(await englishLeft(page, english)).toEqual([]);
  await about.getByRole('button', { name: 'Cerrar' }).click();

  await startQuote(page, { zip: '94105' });
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Planes', level: 1 })).toBeVisible();
  await expect(page.getByText('Una suma global al recibir el diagnóstico').first()).toBeVisible();
  await settled(page);
  expect(await englishLeft(page, english)).toEqual([]);
  await expect(page.getByRole('main').locator('[lang="en"]')).toHaveCount(0);
  await checkA11y(page, 'listing in Spanish');
  await page.screenshot({ path: `${SHOTS}/listing-1280.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: `${SHOTS}/listing-390.png` });
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto('/plan/1005/carepath-critical-illness');
  const description = page.getByRole('region', { name: 'Descripción del plan' });
  await expect(
    description.getByRole('heading', { name: 'Una suma global cuando más la necesita' }),
  ).toBeVisible();
  await expect(description).toContainText('Se requieren preguntas de salud');
  await expect(description).toContainText('Para acceder a este plan se requiere ser miembro');
  for (const name of ['Exclusiones y limitaciones', 'Vea cómo funciona', 'Preguntas frecuentes'])
    await description.getByRole('button', { name }).click();
  await expect(description).toContainText('Un período de espera de 30 días');
  await expect(description).toContainText('¿El beneficio paga impuestos?');
  await settled(page);
  expect(await englishLeft(page, english)).toEqual([]);
  await expect(description.locator('[lang="en"]')).toHaveCount(0);
  await checkA11y(page, 'plan detail in Spanish, sections open');
  await page.screenshot({ path: `${SHOTS}/detail-1280.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await description.getByRole('heading').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/detail-390.png` });
  await page.setViewportSize(VIEWPORTS.desktop);

  // Pricing options: a describing name in Spanish; a product name stays English and says so.
  await page.goto('/plan/1006/staywell-hospital-indemnity');
  const prices = page.getByRole('region', { name: 'Precios' });
  await expect(prices.getByRole('heading', { name: '$200 al día' })).toBeVisible();
  await page.goto('/plan/1019/bridgecare-gap-plus');
  await expect(prices.getByRole('heading', { name: 'Gap Plus 3000' })).toHaveAttribute('lang', 'en');
  await checkA11y(page, 'plan detail in Spanish with an English option name');
  await page.goto('/plan/1005/carepath-critical-illness');

  // The check sees English when there is some: switched to English, the same page refetches its
  // texts in English and every one of them counts.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'A lump sum when you need it most' })).toBeVisible();
  expect(await englishLeft(page, english)).toEqual(
    expect.arrayContaining(['A lump sum when you need it most', 'Health questions required']),
  );
});

test('the health questions of an underwritten plan read in Spanish', async ({ page }) => {
  await startQuote(page, { zip: '94105' });
  await page.goto('/plan/1012/summit-major-medical');
  await page
    .getByRole('region', { name: 'Precios' })
    .getByRole('button', { name: 'Inscribirse ahora' })
    .first()
    .click();
  const questions = page.getByRole('region', { name: 'Preguntas de salud' });
  await expect(page.getByRole('heading', { name: 'Preguntas de salud' })).toBeFocused();
  const question = (n: number) => questions.getByRole('group', { name: new RegExp(`^${n}\\. `) });
  await expect(question(1)).toContainText('¿Toma algún medicamento recetado con regularidad?');
  await expect(question(4)).toContainText(
    '¿Está embarazada, hospitalizado(a) o tiene programada una cirugía',
  );
  await question(2).getByRole('radio', { name: 'Sí', exact: true }).check();
  await expect(questions.getByRole('group', { name: 'A. Antes de los 60 años' })).toBeVisible();
  await expect(questions.getByRole('checkbox', { name: 'Presión arterial alta' })).toBeVisible();
  await expect(questions.locator('[lang="en"]')).toHaveCount(0);
  await checkA11y(page, 'health questions in Spanish');
  await page.screenshot({ path: `${SHOTS}/questions-1280.png` });
});
