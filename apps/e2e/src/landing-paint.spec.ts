import { expect, test, type Page } from '@playwright/test';
import { categoryLabel } from '@bs/domain';
import { shootBothWidths } from './support/shots';
import { demoTenants, landingPath, paintedPrimary } from './support/tenants';

// The server paints the landing's header and hero into the page (ADR 0032, apps/api landing-paint):
// what a visitor sees before any script has run, and what the app's takeover does to it.
const agent = demoTenants.find((t) => t.kind === 'agent')!;
const group = demoTenants.find((t) => t.kind === 'group')!;

for (const tenant of [agent, group]) {
  test(`${tenant.name}'s header and hero are in the page before any script runs`, async ({ browser }) => {
    for (const lang of ['en', 'es'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: lang });
      const page = await context.newPage();
      await page.goto(landingPath(tenant));
      const header = page.getByRole('banner');
      const home = lang === 'en' ? `${tenant.name} home` : `Inicio de ${tenant.name}`;
      await expect(header.getByRole('link', { name: home })).toBeVisible();
      const tagline = lang === 'en' ? tenant.branding.tagline : tenant.copy_i18n.es!.tagline!;
      await expect(header.getByText(tagline, { exact: true })).toBeVisible();
      const title = lang === 'en' ? tenant.copy.hero_title! : tenant.copy_i18n.es!.hero_title!;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (lang === 'en') {
        const menu = page.getByRole('navigation', { name: /categor/i });
        await expect(menu.getByRole('link')).toHaveText(tenant.menu.map((k) => categoryLabel(k)));
      }
      // What only loads with scripts is not left loading: the featured plans' placeholders are hidden.
      await expect(page.locator('section[aria-labelledby="featured-plans-title"]')).toBeHidden();
      // Brand colours in that first paint: the hero is painted in the tenant's primary colour.
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--bs-color-primary').trim(),
      );
      expect(primary.toLowerCase()).toBe(paintedPrimary(tenant));
      const hero = await page
        .getByRole('heading', { level: 1 })
        .evaluate((h) => getComputedStyle(h.closest('section')!).backgroundImage);
      expect(hero).toContain('linear-gradient');
      await shootBothWidths(page, (w) => `shots/landing-paint/${tenant.slug}-${lang}-nojs-${w}.png`);
      await context.close();
    }
  });
}

/** Where the header, the hero's heading and the quote form are drawn. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    ['header', 'h1', 'form'].map((sel) => {
      const el = [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0)!;
      const r = el.getBoundingClientRect();
      return { sel, x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
    }),
  );

test('the app takes over the painted landing where it stands: same boxes, CLS <= 0.05', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const lang of ['en', 'es'] as const) {
      // The painted page as the browser shows it while the scripts load (the shell's never arrives).
      const waiting = await browser.newContext({ viewport, locale: lang });
      const still = await waiting.newPage();
      await still.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      await still.goto(landingPath(agent));
      await expect(still.locator('[data-bs-painted] h1')).toBeVisible();
      const painted = await boxes(still);
      await waiting.close();

      const context = await browser.newContext({ viewport, locale: lang });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number; __painted: boolean };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          w.__painted = !!document.querySelector('[data-bs-painted] h1');
        });
      });
      await page.goto(landingPath(agent));
      await expect(page.locator('[data-bs-painted]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The featured plans arrive below the hero after the takeover: their shifts count too.
      await expect(page.getByRole('region', { name: /featured|destacados/i })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __painted: boolean }).__painted)).toBe(true);
      expect(await boxes(page), `${lang} ${viewport.width}`).toEqual(painted);
      const cls = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(cls, `${lang} ${viewport.width}`).toBeLessThanOrEqual(0.05);
      await context.close();
    }
  }
});

test("a click on the painted menu, once the app runs, is the app's own: it remembers the category", async ({
  page,
}) => {
  // The landing screen's chunk held back: the painted copy stays while the app's header is ready.
  await page.route(/screen-landing\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 4_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(landingPath(agent));
  await expect(page.locator('#root > div[hidden] header')).toHaveCount(1);
  const key = agent.menu[2];
  await page
    .locator('[data-bs-painted]')
    .getByRole('link', { name: categoryLabel(key), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${agent.slug}/plans\\?type=${key}$`));
  await expect(page.locator('[data-bs-painted]')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('menuSelectedItem'));
  expect(JSON.parse(stored!)).toMatchObject({ key });
});

/** Holds the landing screen's chunk back until the returned function is called. */
async function holdLandingScreen(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/screen-landing\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('what a visitor types in the painted form, and where their focus is, carry over to the app', async ({
  page,
}) => {
  // The landing screen's chunk held back: the visitor starts on the painted copy.
  const release = await holdLandingScreen(page);
  await page.goto(landingPath(agent));
  const painted = page.locator('[data-bs-painted]');
  await painted.locator('select[name="tier"]').selectOption('IO');
  await painted.locator('input[name="zip"]').fill('9410');
  await expect(painted).toHaveCount(1);
  release();
  await expect(painted).toHaveCount(0);
  const form = page.getByRole('main').locator('form');
  await expect(form.locator('input[name="zip"]')).toHaveValue('9410');
  await expect(form.locator('select[name="tier"]')).toHaveValue('IO');
  // Typing goes on in the same field, and the form quotes what was typed on either copy.
  await expect(form.locator('input[name="zip"]')).toBeFocused();
  await page.keyboard.type('5');
  await expect(form.locator('input[name="zip"]')).toHaveValue('94105');
  await form.locator('select[name="gender"]').selectOption({ index: 2 });
  await form.locator('input[name="dob"]').pressSequentially('04181988');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${agent.slug}/plans`));
});

test('a quote asked on the painted form before the app is there is the app’s once it arrives', async ({
  page,
}) => {
  const release = await holdLandingScreen(page);
  await page.goto(landingPath(agent));
  const painted = page.locator('[data-bs-painted]').locator('form');
  await expect(painted).not.toHaveAttribute('inert');
  await painted.locator('input[name="zip"]').fill('94105');
  await painted.locator('select[name="gender"]').selectOption({ index: 2 });
  await painted.locator('select[name="tier"]').selectOption('IO');
  await painted.locator('input[name="dob"]').fill('04/18/1988');
  await painted.locator('input[name="dob"]').press('Enter');
  // Nothing reloads meanwhile: the page waits for the app with what was typed.
  await expect(page.locator('[data-bs-painted]')).toHaveCount(1);
  release();
  await expect(page).toHaveURL(new RegExp(`/${agent.slug}/plans`));
  await expect(page.getByRole('link', { name: /^More Info about / }).first()).toBeVisible();
});
