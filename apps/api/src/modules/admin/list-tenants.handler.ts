import type { Handler } from '../../kernel/handler';
import { requirePrincipal } from '../../kernel/access/access';
import { scopeOn, tenantOwner } from './tenant-access';
import { listTenants as findTenants } from './tenant.repository';

/**
 * GET list-tenants: the tenants the signed-in person may open (all of them for a platform admin;
 * their own store for a rep or group administrator), searched by slug, name, agent or group.
 */
export const listTenants: Handler<'list-tenants'> = async (ctx) => {
  const principal = await requirePrincipal(ctx);
  const rows = await findTenants(ctx.db, ctx.query.search ?? '', ctx.query.status);
  const visible = [];
  for (const r of rows) {
    const scope = await scopeOn(ctx.db, principal, tenantOwner(r));
    if (!scope) continue;
    visible.push({
      slug: r.slug,
      name: r.name,
      kind: r.kind,
      agent_id: r.agent_id,
      agent_name: r.agent_name,
      group_id: r.group_id,
      group_name: r.group_name,
      status: r.status,
      source: r.source,
      updated_at: r.updated_at,
      updated_by: r.updated_by_email ? { email: r.updated_by_email, kind: r.updated_by_kind ?? '' } : null,
      scope,
    });
  }
  return { rows: visible, total: visible.length };
};
