import type { Handler } from '../../kernel/handler';
import { ApiError } from '../../http/errors';
import { requireTenantScope, whoOf } from './tenant-access';
import { checkReferences, detailOf, diffTenants, SLUG_TAKEN, tenantOfForm } from './tenant-form.service';
import { adoptDraftAsset, findTenant, insertTenant, recordChange } from './tenant.repository';
import { afterRegistryWrite, urlsOf } from './tenant-write.service';

/** POST create-tenant (platform admin): registers a new store, live at once on every instance. */
export const createTenant: Handler<'create-tenant'> = async (ctx) => {
  const { principal } = await requireTenantScope(ctx, undefined, 'all');
  return ctx.db.transaction(async (tx) => {
    const tenant = await tenantOfForm(tx, ctx.body);
    if (await findTenant(tx, tenant.slug))
      throw new ApiError(422, [{ target_element: 'slug', error_message: SLUG_TAKEN }]);
    // Images uploaded while the form had another address follow the store to its slug.
    for (const file of [tenant.logo, tenant.image]) await adoptDraftAsset(tx, tenant.slug, file);
    await checkReferences(tx, tenant, ctx.config.tenantsDir);
    await insertTenant(tx, tenant, urlsOf(tenant), principal.account_id);
    await recordChange(tx, {
      slug: tenant.slug,
      who: whoOf(principal),
      action: 'create',
      changes: diffTenants(null, tenant),
    });
    await afterRegistryWrite(tx);
    return detailOf((await findTenant(tx, tenant.slug))!, 'all');
  });
};
