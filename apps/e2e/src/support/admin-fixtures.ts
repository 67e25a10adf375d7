import type { Page, Route } from '@playwright/test';

/*
 * Answers of the admin calls for the accessibility tour and screenshots, so the console's screens
 * are checked with a known, full set of data (several tenants, a history with before/after) whatever
 * the database holds. The journey in src/admin uses the real API.
 */
const AT = '2026-11-20T10:00:00Z';
const ADMIN = { email: 'admin@benefit-store.example', kind: 'platform_admin' };
export const MOCK_ROWS = [
  ['northwind-employees', 'Northwind Employee Benefits', 'group', 'active'],
  ['summit-benefits', 'Summit Benefits', 'agent', 'active'],
  ['lakeview-dental', 'Lakeview Dental Group', 'group', 'disabled'],
].map(([slug, name, kind, status]) => ({
  slug,
  name,
  kind,
  agent_id: 10109,
  agent_name: 'Jordan Avery',
  group_id: 77,
  group_name: 'Northwind Traders',
  status,
  source: 'folder',
  updated_at: AT,
  updated_by: ADMIN,
  scope: 'all',
}));

export const MOCK_DETAIL = {
  tenant: {
    slug: 'northwind-employees',
    name: 'Northwind Employee Benefits',
    kind: 'group',
    agent_id: 10109,
    group_id: 77,
    portal_id: 102,
    theme: { primary: '#e8701a', accent: '#2f3640', bg: '#faf7f4' },
    logo: 'logo.svg',
    image: 'hero.svg',
    branding: {
      display_phone: '(206) 555-0119',
      display_email: 'benefits@northwind.example',
      tagline: 'Your Northwind benefits, all in one place.',
      display_about_name: 'About Northwind Traders',
      about: 'Northwind Traders offers every employee voluntary benefits at group rates.',
    },
    menu: ['dental', 'vision', 'accident', 'critical', 'hospital'],
    copy: { hero_title: 'Voluntary benefits for the Northwind team' },
    copy_i18n: { es: { hero_title: 'Beneficios voluntarios para el equipo de Northwind' } },
  },
  status: 'active',
  source: 'console',
  version: 3,
  updated_at: AT,
  updated_by: ADMIN,
  scope: 'all',
  logo_url: '/tenant-assets/northwind-employees/logo.svg',
  image_url: '/tenant-assets/northwind-employees/hero.svg',
  store_path: '/northwind-employees/',
};

export const MOCK_CHANGES = {
  rows: [
    {
      id: 2,
      at: AT,
      who: ADMIN,
      action: 'update',
      changes: [
        { field: 'theme.primary', before: '#0b6e4f', after: '#e8701a' },
        { field: 'menu', before: ['dental', 'vision'], after: ['dental', 'vision', 'accident'] },
      ],
    },
    { id: 1, at: '2026-11-01T09:00:00Z', who: null, action: 'import', changes: [] },
  ],
};

const answer = (route: Route, data: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify(status === 200 ? { status: 'success', data } : { status: 'error', data }),
  });

/** Routes the console's read calls (and a refusing update) to the fixtures above. */
export async function mockAdminApi(page: Page, opts: { empty?: boolean } = {}) {
  await page.route('**/api/v1/list-tenants**', (route) => {
    const search = new URL(route.request().url()).searchParams.get('search') ?? '';
    const rows = opts.empty
      ? []
      : MOCK_ROWS.filter((r) => r.slug.includes(search) || r.name.includes(search));
    return answer(route, { rows, total: rows.length });
  });
  await page.route('**/api/v1/get-tenant?**', (route) => answer(route, MOCK_DETAIL));
  await page.route('**/api/v1/get-tenant-changes**', (route) => answer(route, MOCK_CHANGES));
  await page.route('**/api/v1/update-tenant', (route) =>
    answer(
      route,
      [
        {
          target_element: 'theme.primary',
          error_message: 'primary #ffff66 has no shade readable as link text',
        },
      ],
      400,
    ),
  );
}
