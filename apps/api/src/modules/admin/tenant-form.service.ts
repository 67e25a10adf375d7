import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldError, TenantDetail, TenantEditScope, TenantForm } from '@bs/contract';
import { TENANT_BRANDING_FIELDS } from '@bs/contract';
import { tenantSchema, type Tenant } from '@bs/tenant-config';
import type { Queryable } from '../../db';
import { ApiError } from '../../http/errors';
import { tenantAssetUrl } from '../../tenants/load-tenants';
import {
  agentExists,
  defaultPortal,
  findAsset,
  groupExists,
  portalExists,
  type TenantRecord,
} from './tenant.repository';

export const SLUG_TAKEN = 'This slug is already taken. Please choose another.';
export const SLUG_RESERVED =
  'This slug is a page of the store itself (such as cart, plans or home). Please choose another.';
export const UNKNOWN_AGENT = 'There is no agent with this id.';
export const UNKNOWN_GROUP = 'There is no group with this id.';
export const UNKNOWN_PORTAL = 'There is no portal with this id.';
export const UPLOAD_FIRST = 'Please upload this image first.';
export const UNREADABLE_COLOUR = 'This colour cannot be made readable with AA contrast: {reason}';
export const BAD_FONT = 'Use a font list of letters, digits, spaces, commas, quotes and hyphens.';
export const BAD_RADIUS = 'Use a length such as 6px or 0.5rem.';
export const BAD_VALUE = 'This value is not valid.';
export const MENU_REPEATS = 'Please choose each category once.';
export const BRANDING_ONLY = 'You may change only the branding of this store.';
export const STALE_FORM =
  'This store was changed by someone else since you opened it. Please reload it and try again.';

const FALLBACK_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The tenant.json a form describes; defaults (font, radius, portal) come from the current copy. */
export async function tenantOfForm(q: Queryable, form: TenantForm, current?: Tenant): Promise<Tenant> {
  const portal = form.portal_id ?? current?.portal_id ?? (await defaultPortal(q, form.agent_id)) ?? 0;
  const candidate = {
    slug: form.slug,
    name: form.name,
    kind: form.kind,
    agent_id: form.agent_id,
    group_id: form.group_id,
    portal_id: portal,
    theme: {
      ...form.theme,
      font: form.theme.font ?? current?.theme.font ?? FALLBACK_FONT,
      radius: form.theme.radius ?? current?.theme.radius ?? '6px',
    },
    logo: form.logo,
    image: form.image,
    branding: form.branding,
    menu: form.menu,
    copy: form.copy ?? {},
    copy_i18n: form.copy_i18n ?? {},
    features: form.features ?? current?.features ?? { showQuotation: true, showReferral: true },
  };
  // Absent optional colours stay absent (tenant.json has no nulls).
  for (const k of ['accent', 'bg', 'surface', 'text'] as const)
    if (candidate.theme[k] === undefined) delete candidate.theme[k];
  const result = tenantSchema.safeParse(candidate);
  if (!result.success) {
    const fields: FieldError[] = result.error.issues.map((i) => {
      const target = i.path.join('.') || 'form';
      if (target === 'slug') return { target_element: target, error_message: SLUG_RESERVED };
      if (target === 'theme.font') return { target_element: target, error_message: BAD_FONT };
      if (target === 'theme.radius') return { target_element: target, error_message: BAD_RADIUS };
      if (target === 'menu') return { target_element: target, error_message: MENU_REPEATS };
      if (target.startsWith('theme.') && /cannot be made readable|not readable|no shade/.test(i.message))
        return {
          target_element: target,
          error_message: UNREADABLE_COLOUR.replace(
            '{reason}',
            i.message.replace(/^\w+ #[0-9a-fA-F]{3,6} /, ''),
          ),
        };
      return { target_element: target, error_message: BAD_VALUE };
    });
    throw new ApiError(422, dedupe(fields));
  }
  return result.data;
}

const dedupe = (fields: FieldError[]) =>
  fields.filter((f, i) => fields.findIndex((g) => g.target_element === f.target_element) === i);

/** Bindings and images checked against the database (and the tenant's folder): field errors. */
export async function checkReferences(q: Queryable, t: Tenant, tenantsDir: string): Promise<void> {
  const fields: FieldError[] = [];
  if (!(await agentExists(q, t.agent_id)))
    fields.push({ target_element: 'agent_id', error_message: UNKNOWN_AGENT });
  if (!(await groupExists(q, t.group_id)))
    fields.push({ target_element: 'group_id', error_message: UNKNOWN_GROUP });
  if (!(await portalExists(q, t.portal_id)))
    fields.push({ target_element: 'portal_id', error_message: UNKNOWN_PORTAL });
  for (const field of ['logo', 'image'] as const) {
    const file = t[field];
    if (!existsSync(join(tenantsDir, t.slug, file)) && !(await findAsset(q, t.slug, file)))
      fields.push({ target_element: field, error_message: UPLOAD_FIRST });
  }
  if (fields.length) throw new ApiError(422, fields);
}

/** JSON with object keys sorted: the database (jsonb) does not keep the order they were written in. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(
          Object.entries(val as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : val,
  );

/** The top-level fields whose value differs, with both values (the audit's before and after). */
export function diffTenants(before: Partial<Tenant> | null, after: Partial<Tenant>) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]) as Set<keyof Tenant>;
  const changes: { field: string; before: unknown; after: unknown }[] = [];
  for (const k of keys) {
    const b = before?.[k] ?? null;
    const a = after[k] ?? null;
    if (canonical(b) !== canonical(a)) changes.push({ field: k, before: b, after: a });
  }
  return changes;
}

/** A tenant administrator's form may differ from the stored tenant only in its branding fields. */
export function refuseBeyondBranding(before: Tenant, after: Tenant): void {
  const allowed = new Set<string>(TENANT_BRANDING_FIELDS);
  const fields = diffTenants(before, after)
    .filter((c) => !allowed.has(c.field))
    .map((c) => ({ target_element: c.field, error_message: BRANDING_ONLY }));
  if (fields.length) throw new ApiError(403, fields);
}

export function detailOf(r: TenantRecord, scope: TenantEditScope): TenantDetail {
  const t = r.config;
  return {
    tenant: {
      slug: t.slug,
      name: t.name,
      kind: t.kind,
      agent_id: t.agent_id,
      group_id: t.group_id,
      portal_id: t.portal_id,
      theme: t.theme,
      logo: t.logo,
      image: t.image,
      branding: t.branding,
      menu: t.menu,
      copy: t.copy,
      copy_i18n: t.copy_i18n,
      features: t.features,
    },
    status: r.status,
    source: r.source,
    version: r.version,
    updated_at: r.updated_at,
    updated_by: r.updated_by_email ? { email: r.updated_by_email, kind: r.updated_by_kind ?? '' } : null,
    scope,
    logo_url: tenantAssetUrl(t.slug, t.logo),
    image_url: tenantAssetUrl(t.slug, t.image),
    store_path: `/${t.slug}/`,
  };
}
