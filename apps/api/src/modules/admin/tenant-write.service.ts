import type { Queryable } from '../../db';
import { applyTenantBranding } from '../../kernel/people/tenant-branding';
import { tenantAssetUrl } from '../../tenants/load-tenants';
import type { Tenant } from '@bs/tenant-config';

/** The registry row's image columns hold the served URLs (as the folder import writes them). */
export const urlsOf = (t: Tenant): [string, string] => [
  tenantAssetUrl(t.slug, t.logo),
  tenantAssetUrl(t.slug, t.image),
];

/**
 * After any registry write, in the same transaction: agents' and groups' branding and menus follow
 * their tenants again. The writes bump catalogue_version (migration 0007), so every API instance
 * serves the change from its next request on (ADR 0011).
 */
export const afterRegistryWrite = (tx: Queryable) => applyTenantBranding(tx);
