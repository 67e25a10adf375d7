import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTenant, type Tenant } from '@bs/tenant-config';

/** Reads and validates tenants/<slug>/tenant.json; a folder whose name differs from its slug is an error. */
export function loadTenant(tenantsDir: string, slug: string): Tenant {
  const file = join(tenantsDir, slug, 'tenant.json');
  const tenant = parseTenant(JSON.parse(readFileSync(file, 'utf8')), `tenants/${slug}/tenant.json`);
  if (tenant.slug !== slug)
    throw new Error(`tenants/${slug}/tenant.json: slug "${tenant.slug}" must equal the folder name`);
  for (const asset of [tenant.logo, tenant.image]) {
    if (!existsSync(join(tenantsDir, slug, asset)))
      throw new Error(`tenants/${slug}: asset ${asset} is missing`);
  }
  return tenant;
}

export function loadAllTenants(tenantsDir: string): Tenant[] {
  if (!existsSync(tenantsDir)) return [];
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(tenantsDir, d.name, 'tenant.json')))
    .map((d) => loadTenant(tenantsDir, d.name))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

export const tenantAssetUrl = (slug: string, file: string) => `/tenant-assets/${slug}/${file}`;
