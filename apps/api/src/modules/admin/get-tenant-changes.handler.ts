import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { TENANT_NOT_FOUND } from './admin-messages';
import { requireTenantScope } from './tenant-access';
import { findTenant, listChanges } from './tenant.repository';

/** GET get-tenant-changes: the tenant's audit, newest first (who, when, what, before and after). */
export const getTenantChanges: Handler<'get-tenant-changes'> = async (ctx) => {
  const record = await findTenant(ctx.db, ctx.query.slug);
  await requireTenantScope(ctx, record);
  if (!record) throw notFound('slug', TENANT_NOT_FOUND);
  return { rows: await listChanges(ctx.db, ctx.query.slug) };
};
