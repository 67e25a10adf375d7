import { expect, test, type Page } from '@playwright/test';
import { deriveTheme } from '@bs/tenant-config';
import { API_HEADERS } from '../support/api';
import { shoot } from '../members/shots';
import { signIn, signInQuietly } from '../support/sign-in';

// Issue 13, as a new user would: a platform admin onboards a group store in the console, it is
// live at once in another tab (quotes work there), a colour change shows there after a reload,
// and disabling it gives the "not available" page. An agency's own administrator may re-brand
// their store and cannot open another.

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48"><rect width="48" height="48" rx="8" fill="#0b6e4f"/><text x="60" y="32" font-size="20">Lakeview</text></svg>',
);
const HERO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="800" height="300" fill="#e6f2ed"/><circle cx="650" cy="80" r="40" fill="#0b6e4f"/></svg>',
);
const painted = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--bs-color-primary').trim().toLowerCase(),
  );
const themed = (primary: string) => deriveTheme({ primary, font: 'system-ui', radius: '6px' }).primary;

test('a platform admin onboards, re-brands and disables a group store, live in another tab', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const slug = `lakeview-${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/admin/tenants');
  await page.getByRole('link', { name: 'New tenant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New tenant' })).toBeVisible();

  const main = page.getByRole('main');
  // Required fields are marked (a star the label draws; the control says "required" to readers).
  await expect(main.getByText('Fields marked * are required.')).toBeVisible();
  const star = (label: string) =>
    main
      .locator('label', { hasText: new RegExp(`^${label}$`) })
      .evaluate((el) => getComputedStyle(el, '::after').content);
  expect(await star('Store name')).toContain('*');
  expect(await star('Accent colour')).not.toContain('*');
  // A first address, changed after the images are uploaded: they follow the store (issue 32).
  await main.getByLabel('Slug', { exact: true }).fill(`${slug}-draft`);
  await main.getByLabel('Store name', { exact: true }).fill('Lakeview Dental Group');
  await main.getByLabel('Kind', { exact: true }).selectOption('group');
  await main.getByLabel('Agent ID', { exact: true }).fill('10109');
  await main.getByLabel('Group ID', { exact: true }).fill('77');
  await main.getByLabel('Tagline', { exact: true }).fill('Dental and vision for the Lakeview team.');
  await main.getByLabel('Phone shown', { exact: true }).fill('(555) 010-7777');
  await main.getByLabel('E-mail shown', { exact: true }).fill('benefits@lakeview.example');
  await main.getByLabel('About page title', { exact: true }).fill('About Lakeview Dental');
  await main
    .getByLabel('About text', { exact: true })
    .fill('Lakeview Dental Group offers its team voluntary benefits.');
  // A colour too light to stand out from the page: the store's darker shade is named with both contrasts.
  await main.getByLabel('Primary colour', { exact: true }).fill('#f39c12');
  await expect(main.getByText(/^The store will use #[0-9a-f]{6}: /)).toContainText('where your colour gives');
  await shoot(page, 'tenant-form-adjusted-colour');
  await main.getByLabel('Primary colour', { exact: true }).fill('#0b6e4f');
  await main
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO });
  await expect(main.getByText(/^File: logo-/)).toBeVisible();
  await main
    .getByLabel('Round picture (beside the phone number)', { exact: true })
    .setInputFiles({ name: 'hero.svg', mimeType: 'image/svg+xml', buffer: HERO });
  await expect(main.getByText(/^File: hero-/)).toBeVisible();
  await main.getByLabel('Slug', { exact: true }).fill(slug);

  // The preview paints the store in the derived theme, at desktop and phone width.
  const preview = page.getByTestId('preview-desktop');
  await expect(preview).toContainText('Dental and vision for the Lakeview team.');
  // The picture as the live store shows it: a round badge beside the phone, not a hero background.
  await expect(preview.getByTestId('preview-portrait')).toBeVisible();
  await shoot(page, 'tenant-form-preview');
  await expect(page.getByTestId('preview-phone')).toContainText('Dental and vision for the Lakeview team.');
  const previewPrimary = await preview.evaluate((el) => el.style.getPropertyValue('--bs-color-primary'));
  expect(previewPrimary.toLowerCase()).toBe(themed('#0b6e4f'));

  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tenants/${slug}$`));
  await expect(page.getByText('The store is published and live.')).toBeVisible();

  // The new store, in another tab: its landing in its theme, and quotes there.
  const store = await context.newPage();
  await store.goto(`/${slug}/`);
  await expect(store.getByRole('banner')).toContainText('Dental and vision for the Lakeview team.');
  expect(await painted(store)).toBe(themed('#0b6e4f'));
  const form = store.getByRole('main').locator('form');
  await form.locator('input[name="zip"]').fill('94105');
  await form.locator('select[name="gender"]').selectOption({ index: 2 });
  await form.locator('select[name="tier"]').selectOption('IO');
  await form.locator('input[name="dob"]').pressSequentially('04181988');
  await form.locator('button[type="submit"]').click();
  await expect(store).toHaveURL(new RegExp(`/${slug}/plans`));
  await expect(store.getByRole('link', { name: /^More Info about / }).first()).toBeVisible();

  // A new brand colour: published in the console, seen in the store's tab after a reload.
  await page.bringToFront();
  await main.getByLabel('Primary colour', { exact: true }).fill('#6b2fa3');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the store shows the change now.')).toBeVisible();
  const history = page.locator('section[aria-labelledby="history-title"]');
  await expect(history.getByRole('row', { name: /theme\.primary/ }).first()).toContainText('#6b2fa3');
  await store.goto(`/${slug}/`);
  expect(await painted(store)).toBe(themed('#6b2fa3'));

  // The console gives the store as its folder, to commit under tenants/.
  await page.getByRole('button', { name: 'Export as folder' }).click();
  await expect(page.getByRole('link', { name: 'Download tenant.json' })).toBeVisible();

  // Disabled: the store's URLs say it is not available (its data is kept).
  await page.getByRole('button', { name: 'Disable Lakeview Dental Group' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable store' }).click();
  await expect(page.getByText('Lakeview Dental Group is disabled.')).toBeVisible();
  await store.reload();
  await expect(store.getByRole('heading', { name: 'This store is not available' })).toBeVisible();
  await expect(history.getByText('Disabled', { exact: true })).toBeVisible();
});

test("an agency's administrator re-brands their own store and cannot open another", async ({ page }) => {
  await signInQuietly(page, 'group');
  // The demo store's theme is put back afterwards, pass or fail, for the journeys that follow.
  const read = async () => {
    const res = await page.request.get('/api/v1/get-tenant?slug=northwind-employees', {
      headers: API_HEADERS,
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data;
  };
  const before = await read();
  try {
    await page.goto('/admin/tenants/northwind-employees');
    const main = page.getByRole('main');
    // Only the branding is theirs: the binding is read-only, and disabling is not offered.
    await expect(main.getByLabel('Group ID', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Disable / })).toHaveCount(0);
    await main.getByLabel('Primary colour', { exact: true }).fill('#1d4ed8');
    await main.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: the store shows the change now.')).toBeVisible();
    await page.goto('/northwind-employees/');
    expect(await painted(page)).toBe(themed('#1d4ed8'));

    await page.goto('/admin/tenants/summit-benefits');
    await expect(page.getByRole('heading', { name: 'You cannot open this tenant' })).toBeVisible();
  } finally {
    const now = await read();
    const res = await page.request.post('/api/v1/update-tenant', {
      headers: API_HEADERS,
      data: { ...now.tenant, theme: before.tenant.theme, version: now.version },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});
