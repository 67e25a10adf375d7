import type { TenantDetail, TenantRow, WhoAmI } from '@bs/contract';

export const PLATFORM_ADMIN: WhoAmI = {
  signed_in: true,
  principal: {
    kind: 'platform_admin',
    first_name: 'Pat',
    last_name: 'Admin',
    email: 'admin@benefit-store.example',
  },
  session_keys: { eprocess: null, agent_id: null, group_id: null, USER_ID: null },
  home: '/admin/tenants',
};
export const ANONYMOUS: WhoAmI = { signed_in: false, principal: null, session_keys: null, home: '/' };

export const ROWS: TenantRow[] = [
  {
    slug: 'northwind-employees',
    name: 'Northwind Employees',
    kind: 'group',
    agent_id: 10109,
    agent_name: 'Jordan Avery',
    group_id: 77,
    group_name: 'Northwind',
    status: 'active',
    source: 'console',
    updated_at: '2026-11-20T10:00:00Z',
    updated_by: { email: 'admin@benefit-store.example', kind: 'platform_admin' },
    scope: 'all',
  },
  {
    slug: 'summit-benefits',
    name: 'Summit Benefits',
    kind: 'agent',
    agent_id: 10109,
    agent_name: 'Jordan Avery',
    group_id: 1929,
    group_name: 'Summit',
    status: 'disabled',
    source: 'folder',
    updated_at: '2026-11-21T10:00:00Z',
    updated_by: null,
    scope: 'all',
  },
];

export const DETAIL: TenantDetail = {
  tenant: {
    slug: 'northwind-employees',
    name: 'Northwind Employees',
    kind: 'group',
    agent_id: 10109,
    group_id: 77,
    portal_id: 3,
    theme: { primary: '#1f5fae', accent: '#c2410c' },
    logo: 'logo.svg',
    image: 'hero.jpg',
    branding: {
      display_phone: '(800) 555-0100',
      display_email: 'benefits@northwind.example',
      tagline: 'Benefits for Northwind people',
      display_about_name: 'About Northwind',
      about: 'Northwind benefits store.',
    },
    menu: ['dental', 'vision'],
    copy: { hero_title: 'Your benefits' },
    copy_i18n: { es: { hero_title: 'Sus beneficios' } },
  },
  status: 'active',
  source: 'console',
  version: 4,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: { email: 'admin@benefit-store.example', kind: 'platform_admin' },
  scope: 'all',
  logo_url: '/tenant-assets/northwind-employees/logo.svg',
  image_url: '/tenant-assets/northwind-employees/hero.jpg',
  store_path: '/northwind-employees/',
};
