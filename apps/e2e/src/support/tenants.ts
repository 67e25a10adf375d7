import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveTheme, type TenantTheme } from '@bs/tenant-config';
import { REPO } from './servers';

export interface DemoTenant {
  slug: string;
  name: string;
  kind: 'default' | 'agent' | 'group';
  theme: TenantTheme;
  menu: string[];
  branding: { tagline: string; display_phone: string; display_email: string; display_about_name: string };
  copy: { hero_title?: string };
  copy_i18n: { es?: { hero_title?: string; tagline?: string } };
}

/** The demo tenants as onboarded: journeys expect what their tenant.json says, not a copy of it. */
export const demoTenants: DemoTenant[] = readdirSync(join(REPO, 'tenants'))
  .map((slug) => JSON.parse(readFileSync(join(REPO, 'tenants', slug, 'tenant.json'), 'utf8')) as DemoTenant)
  .sort((a, b) => a.slug.localeCompare(b.slug));

/** Where a visitor lands for a tenant: the default store at /, the others at /<slug>. */
export const landingPath = (t: DemoTenant) => (t.kind === 'default' ? '/' : `/${t.slug}`);

/** The primary colour the store paints for a tenant: its brand colour, or the nearest readable shade of it. */
export const paintedPrimary = (t: DemoTenant) => deriveTheme(t.theme).primary;
