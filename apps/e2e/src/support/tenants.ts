import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './servers';

export interface DemoTenant {
  slug: string;
  name: string;
  kind: 'default' | 'agent' | 'group';
  theme: { primary: string };
  menu: string[];
  branding: { tagline: string; display_phone: string; display_email: string; display_about_name: string };
}

/** The demo tenants as onboarded: journeys expect what their tenant.json says, not a copy of it. */
export const demoTenants: DemoTenant[] = readdirSync(join(REPO, 'tenants'))
  .map((slug) => JSON.parse(readFileSync(join(REPO, 'tenants', slug, 'tenant.json'), 'utf8')) as DemoTenant)
  .sort((a, b) => a.slug.localeCompare(b.slug));

/** Where a visitor lands for a tenant: the default store at /, the others at /<slug>. */
export const landingPath = (t: DemoTenant) => (t.kind === 'default' ? '/' : `/${t.slug}`);
