import { INJECTED_TENANT_ELEMENT_ID, type InjectedTenant } from '@bs/contract';
import { parseTenant, themeToCss, type Tenant } from '@bs/tenant-config';
import type { Db } from '../db';
import { tenantAssetUrl } from '../tenants/load-tenants';
import { safeHtml } from '../http/safe-html';

export const TENANT_PLACEHOLDER = '<!--bs:tenant-->';

export type ResolvedStore = { tenant?: Tenant; unavailable?: { slug: string; name: string } };

/**
 * The tenant of the first path segment, else the active default tenant, read from the registry (the
 * database, ADR 0011) on every page so a console change is served at once. A disabled tenant's
 * URLs resolve to `unavailable` (the "store not available" page), never to the default store.
 */
export async function resolveStore(db: Db, pathname: string): Promise<ResolvedStore> {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  const slug = first && /^[a-z0-9-]{2,63}$/.test(first) ? first : '';
  const rows = await db.query<{ slug: string; name: string; status: string; config: unknown }>(
    `SELECT slug, name, status, config FROM tenants
      WHERE slug = $1 OR (kind = 'default' AND status = 'active')
      ORDER BY (slug = $1) DESC, created_at, slug LIMIT 1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return {};
  if (row.status !== 'active') return { unavailable: { slug: row.slug, name: row.name } };
  return { tenant: parseTenant(row.config) };
}

export async function resolveTenant(db: Db, pathname: string): Promise<Tenant | undefined> {
  return (await resolveStore(db, pathname)).tenant;
}

/** What the browser may know about the tenant before first paint (no secrets live in tenant.json). */
export function publicTenant(t: Tenant): InjectedTenant {
  return {
    slug: t.slug,
    name: t.name,
    kind: t.kind,
    agent_id: t.agent_id,
    group_id: t.group_id,
    portal_id: t.portal_id,
    theme: t.theme,
    logo: tenantAssetUrl(t.slug, t.logo),
    image: tenantAssetUrl(t.slug, t.image),
    // The about text is rendered as HTML by the About popup (sanitised here, ADR 0012).
    branding: t.branding && { ...t.branding, about: safeHtml(t.branding.about) },
    menu: t.menu,
    copy: t.copy,
    copy_i18n: t.copy_i18n,
    features: t.features,
  };
}

// JSON inside <script>: escape what could close the element or confuse the HTML parser.
export const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * @param extra known at serving time: the logo's intrinsic size, so the header's <img> has its
 *   width and height before the file arrives (no layout shift when it does; ADR 0008).
 */
export function tenantHead(
  t: Tenant | undefined,
  nonce: string,
  extra: { logo_size?: { width: number; height: number } } = {},
): string {
  if (!t) return '';
  return (
    `<style id="bs-tenant-theme" nonce="${nonce}">${themeToCss(t.theme)}</style>` +
    `<script id="${INJECTED_TENANT_ELEMENT_ID}" type="application/json" nonce="${nonce}">${safeJson({ ...publicTenant(t), ...extra })}</script>`
  );
}

export function injectTenant(html: string, head: string): string {
  if (html.includes(TENANT_PLACEHOLDER)) return html.replace(TENANT_PLACEHOLDER, () => head);
  return html.replace(/<\/head>/i, () => `${head}</head>`);
}
