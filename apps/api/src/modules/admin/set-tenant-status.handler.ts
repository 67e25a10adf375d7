import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { TENANT_NOT_FOUND } from './admin-messages';
import { requireTenantScope, whoOf } from './tenant-access';
import { detailOf } from './tenant-form.service';
import { findTenant, recordChange, setStatus } from './tenant.repository';
import { afterRegistryWrite } from './tenant-write.service';

/**
 * POST set-tenant-status (platform admin): disable a store (its URLs answer "store not available",
 * its data is kept) or enable it again.
 */
export const setTenantStatus: Handler<'set-tenant-status'> = async (ctx) => {
  const { slug, status } = ctx.body;
  const { principal } = await requireTenantScope(ctx, await findTenant(ctx.db, slug), 'all');
  return ctx.db.transaction(async (tx) => {
    const current = await findTenant(tx, slug, true);
    if (!current) throw notFound('slug', TENANT_NOT_FOUND);
    if (current.status !== status) {
      await setStatus(tx, slug, status, principal.account_id);
      await recordChange(tx, {
        slug,
        who: whoOf(principal),
        action: status === 'disabled' ? 'disable' : 'enable',
        changes: [{ field: 'status', before: current.status, after: status }],
      });
      await afterRegistryWrite(tx);
    }
    return detailOf((await findTenant(tx, slug))!, 'all');
  });
};
