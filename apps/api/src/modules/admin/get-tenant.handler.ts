import type { Handler } from '../../kernel/handler';
import { requireTenantScope } from './tenant-access';
import { detailOf } from './tenant-form.service';
import { findTenant } from './tenant.repository';
import { notFound } from '../../http/errors';
import { TENANT_NOT_FOUND } from './admin-messages';

/** GET get-tenant: one tenant as the console's form edits it, with what the caller may change. */
export const getTenant: Handler<'get-tenant'> = async (ctx) => {
  const record = await findTenant(ctx.db, ctx.query.slug);
  const { scope } = await requireTenantScope(ctx, record);
  if (!record) throw notFound('slug', TENANT_NOT_FOUND);
  return detailOf(record, scope);
};
