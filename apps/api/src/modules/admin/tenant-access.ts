import type { TenantEditScope } from '@bs/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, requirePrincipal, inScope } from '../../kernel/access/access';
import { ACCESS_RULES, type Owner } from '../../kernel/access/access-rules';
import type { Principal } from '../../kernel/access/principal';

type Ctx = { req: FastifyRequest; db: Queryable };

/** Whose store a tenant is (access-rules.ts): its agent for an agent store, its group for a group store. */
export const tenantOwner = (t: { kind: string; agent_id: number; group_id: number }): Owner =>
  t.kind === 'agent' ? { agent_id: t.agent_id } : t.kind === 'group' ? { group_id: t.group_id } : {};

/** What `p` may change on a tenant of `owner`: everything, its branding, or nothing (undefined). */
export async function scopeOn(
  db: Queryable,
  p: Principal,
  owner: Owner,
): Promise<TenantEditScope | undefined> {
  if (await inScope(db, ACCESS_RULES['manage-tenants'][p.kind], p, owner)) return 'all';
  if (await inScope(db, ACCESS_RULES['brand-tenant'][p.kind], p, owner)) return 'branding';
  return undefined;
}

/**
 * The guard of the tenant calls: 401 without a session, 403 unless the table lets the principal
 * at least brand this tenant (or, with `need: 'all'`, manage it). An unknown tenant answers 403 to
 * anyone but a platform admin, so slugs cannot be probed.
 */
export async function requireTenantScope(
  ctx: Ctx,
  tenant: { kind: string; agent_id: number; group_id: number } | undefined,
  need: TenantEditScope = 'branding',
): Promise<{ principal: Principal; scope: TenantEditScope }> {
  const principal = await requirePrincipal(ctx);
  const scope = await scopeOn(ctx.db, principal, tenant ? tenantOwner(tenant) : {});
  if (!scope || (need === 'all' && scope !== 'all') || (!tenant && scope !== 'all'))
    throw fieldError(403, 'session', NOT_ALLOWED);
  return { principal, scope };
}

export const whoOf = (p: Principal) => ({ account_id: p.account_id, email: p.email, kind: p.kind });
