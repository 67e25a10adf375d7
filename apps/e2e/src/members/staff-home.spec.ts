import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from '../support/api';
import { setLanguageCookie } from '../support/axe';
import { settled } from '../support/a11y-tour';
import { SHOTS_WANTED } from '../support/shots';
import { signInQuietly } from '../support/sign-in';

// Issue 32 (ADR 0036): the staff homes' overview and the staff menu that replaces the shop's
// categories on staff and console pages. Signed in through the API; only what is tested is clicked.

const SHOTS = '/tmp/shots/staff';
/** Full-page pictures at 1280x800 and 375x812 for a person to look at (E2E_SHOTS=1 only). */
async function shoot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({
      path: `${SHOTS}/${name}-${w === 1280 ? 'desktop' : 'phone'}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const staffMenu = (page: Page, name = 'Staff menu') => page.getByRole('navigation', { name });

test.describe('staff homes (issue 32)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the group's home: its participation as the board counts it, its deadline, and a staff menu instead of the shop's", async ({
    page,
  }) => {
    await signInQuietly(page, 'group');
    const board = await page.request.get('/api/v1/get-enrollment-board?group_id=77', {
      headers: API_HEADERS,
    });
    expect(board.ok(), await board.text()).toBe(true);
    const { eligible } = (await board.json()).data.participation;
    await page.goto('/group-home');
    await settled(page);
    const participation = page.getByRole('region', { name: 'Participation' });
    await expect(participation).toContainText(`of ${eligible} eligible`);
    await expect(page.getByRole('region', { name: 'Open enrollment' })).toContainText(
      /Open enrollment ends in \d+ days?|Open enrollment ends today/,
    );
    await expect(page.getByRole('region', { name: 'Enrollments in progress' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waiting for a decision' })).toBeVisible();
    // The home's first question has nothing before it in the staff area: no Back to the store.
    await expect(
      page
        .getByRole('region', { name: 'Who do you want to enroll for?' })
        .getByRole('button', { name: 'Back' }),
    ).toHaveCount(0);

    await expect(page.getByRole('navigation', { name: 'Plan categories' })).toHaveCount(0);
    const menu = staffMenu(page);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Carrier files' })).toHaveCount(0);
    await shoot(page, 'group-home-en');

    await menu.getByRole('link', { name: 'Enrollment board' }).click();
    await expect(page).toHaveURL(/\/enrollment-board$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staffMenu(page).getByRole('link', { name: 'Enrollment board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page
      .getByRole('banner')
      .getByRole('link', { name: / home$/ })
      .click();
    await expect(page).toHaveURL(/\/group-home$/);
  });

  test("the rep's home in Spanish on a phone: the book's overview and the staff menu behind Menú", async ({
    page,
    context,
  }) => {
    await setLanguageCookie(context, 'es');
    await signInQuietly(page, 'rep');
    await page.goto('/agent-home');
    await settled(page);
    await expect(page.getByRole('region', { name: 'Participación' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inscripción abierta' })).toContainText('Northwind');
    // The agency's own tagline in Spanish (its tenant.json copy_i18n), not marked as English.
    const tagline = page
      .getByRole('banner')
      .getByText('Asesoría independiente en las Montañas Rocosas desde 1998.');
    await expect(tagline).toBeVisible();
    await expect(tagline).not.toHaveAttribute('lang', 'en');
    await shoot(page, 'agent-home-es');

    await page.setViewportSize({ width: 375, height: 812 });
    const menu = staffMenu(page, 'Menú del personal');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    await menu.getByRole('link', { name: 'Archivos para aseguradoras' }).click();
    await expect(page).toHaveURL(/\/carrier-files$/);
    await expect(page.getByRole('navigation', { name: 'Categorías de planes' })).toHaveCount(0);
  });
});

test.describe('screenshots of the homes and a console page (E2E_SHOTS=1)', () => {
  test.skip(!SHOTS_WANTED, 'pictures only when asked for');
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['en', 'es'] as const)
    test(`homes and the console in ${lang}`, async ({ page, context }) => {
      // Six full-page pictures at two widths each: slow on a shared 2-core machine.
      test.setTimeout(300_000);
      await setLanguageCookie(context, lang);
      await signInQuietly(page, 'rep');
      await page.goto('/agent-home');
      await settled(page);
      await shoot(page, `agent-home-${lang}`);
      await signInQuietly(page, 'group');
      await page.goto('/group-home');
      await settled(page);
      await shoot(page, `group-home-${lang}`);
      await signInQuietly(page, 'admin');
      await page.goto('/admin/edi');
      await settled(page);
      await shoot(page, `admin-edi-${lang}`);
    });
});
