import type { Handler } from '../../kernel/handler';
import { ApiError, notFound } from '../../http/errors';
import { TENANT_NOT_FOUND } from './admin-messages';
import { requireTenantScope, whoOf } from './tenant-access';
import {
  checkReferences,
  detailOf,
  diffTenants,
  refuseBeyondBranding,
  STALE_FORM,
  tenantOfForm,
} from './tenant-form.service';
import { findTenant, recordChange, updateTenantRow } from './tenant.repository';
import { afterRegistryWrite, urlsOf } from './tenant-write.service';

/**
 * POST update-tenant: the whole form again with the version it was read at. A platform admin may
 * change everything but the slug; the tenant's own administrator only its branding (403 naming
 * each other field that differs). A stale version is refused (409), never merged.
 */
export const updateTenant: Handler<'update-tenant'> = async (ctx) => {
  const { version, ...form } = ctx.body;
  const { principal, scope } = await requireTenantScope(ctx, await findTenant(ctx.db, form.slug));
  return ctx.db.transaction(async (tx) => {
    const current = await findTenant(tx, form.slug, true);
    if (!current) throw notFound('slug', TENANT_NOT_FOUND);
    if (current.version !== version)
      throw new ApiError(409, [{ target_element: 'form', error_message: STALE_FORM }]);
    const tenant = await tenantOfForm(tx, form, current.config);
    if (scope !== 'all') refuseBeyondBranding(current.config, tenant);
    await checkReferences(tx, tenant, ctx.config.tenantsDir);
    const changes = diffTenants(current.config, tenant);
    if (changes.length) {
      await updateTenantRow(tx, tenant, urlsOf(tenant), principal.account_id);
      await recordChange(tx, { slug: tenant.slug, who: whoOf(principal), action: 'update', changes });
      await afterRegistryWrite(tx);
    }
    return detailOf((await findTenant(tx, tenant.slug))!, scope);
  });
};
