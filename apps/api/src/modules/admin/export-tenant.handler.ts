import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { TENANT_NOT_FOUND } from './admin-messages';
import { requireTenantScope } from './tenant-access';
import { findAsset, findTenant } from './tenant.repository';

/**
 * GET export-tenant (platform admin): the tenant as its folder, tenants/<slug>/ (tenant.json and
 * its two images), to commit to git (ADR 0011: committing it makes the folder and the database agree).
 */
export const exportTenant: Handler<'export-tenant'> = async (ctx) => {
  const record = await findTenant(ctx.db, ctx.query.slug);
  await requireTenantScope(ctx, record, 'all');
  if (!record) throw notFound('slug', TENANT_NOT_FOUND);
  const t = record.config;
  const files: { path: string; encoding: 'utf8' | 'base64'; content: string }[] = [
    { path: 'tenant.json', encoding: 'utf8', content: `${JSON.stringify(t, null, 2)}\n` },
  ];
  for (const name of new Set([t.logo, t.image])) {
    const stored = await findAsset(ctx.db, t.slug, name);
    const content =
      stored?.content ?? (await readFile(join(ctx.config.tenantsDir, t.slug, name)).catch(() => undefined));
    if (!content) continue;
    files.push(
      name.endsWith('.svg')
        ? { path: name, encoding: 'utf8', content: content.toString('utf8') }
        : { path: name, encoding: 'base64', content: content.toString('base64') },
    );
  }
  return { slug: t.slug, files };
};
