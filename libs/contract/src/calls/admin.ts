import { z } from 'zod';
import { categoryKey, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * The platform admin console (issue 13, ADR 0011): the tenant registry lives in the database and
 * these calls edit it. The form mirrors tenants/<slug>/tenant.json (nested `theme` and `branding`)
 * so a tenant exported from the console is the folder the start-up loader imports. The shape is
 * checked here; the rules only libs/tenant-config knows (reserved slugs, a theme the store can make
 * readable at WCAG AA) and the database knows (slug taken, agent or group exists) are checked by the
 * server and answered as field errors naming the same paths (e.g. `theme.primary`, `slug`).
 */

/** The slug rule of libs/tenant-config: the first path segment of the store. */
export const tenantSlug = z
  .string()
  .trim()
  .min(1, 'Please enter a slug')
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Use 2-63 lower-case letters, digits and hyphens');

const hexColor = z.string().regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, 'Enter a colour like #1f5fae');
const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, 'This text is too long');
/** An image file of the tenant: a name returned by upload-tenant-image, or one already in its folder. */
export const tenantAssetFile = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpg|jpeg|webp)$/,
    'Please upload an image (SVG, PNG, JPEG or WebP)',
  );
const copyTexts = z.record(z.string().max(64), z.string().max(2000, 'This text is too long'));

export const TENANT_KINDS = ['default', 'agent', 'group'] as const;
export const tenantKind = z.enum(TENANT_KINDS, { error: 'Please choose a kind' });

export const tenantThemeForm = z.object({
  primary: hexColor,
  accent: hexColor.optional(),
  bg: hexColor.optional(),
  surface: hexColor.optional(),
  text: hexColor.optional(),
  /** A CSS system font stack; the server keeps the current one (or the default's) when absent. */
  font: z.string().max(200, 'This text is too long').optional(),
  radius: z.string().max(12, 'This text is too long').optional(),
});

export const tenantBrandingForm = z.object({
  display_phone: text(40, 'Please enter a phone number'),
  display_email: z
    .string()
    .trim()
    .min(1, 'Please enter an e-mail')
    .max(254)
    .email('Please enter a valid e-mail'),
  tagline: text(160, 'Please enter a tagline'),
  display_about_name: text(80, 'Please enter the about page title'),
  about: text(4000, 'Please enter the about text'),
});

/** Everything tenant.json holds: the body of create-tenant and update-tenant. */
export const tenantForm = z.object({
  slug: tenantSlug,
  name: text(80, 'Please enter a name'),
  kind: tenantKind,
  /** The bound agent (the rep whose store it is; for a group store, the group's agent). */
  agent_id: numericId,
  /** The bound group (for an agent or default store, the group its quotes fall back to). */
  group_id: numericId,
  /** Absent: the bound group's portal (create) or the current one (update). */
  portal_id: numericId.optional(),
  theme: tenantThemeForm,
  logo: tenantAssetFile,
  image: tenantAssetFile,
  branding: tenantBrandingForm,
  /** The category menu, in order; each category at most once (the server answers 422 otherwise). */
  menu: z.array(categoryKey).min(1, 'Please choose at least one category').max(13),
  /** Copy overrides (English), e.g. hero_title. */
  copy: copyTexts.optional(),
  /** Per-language copy overrides: { es: { hero_title: '...' } }. */
  copy_i18n: z.object({ en: copyTexts.optional(), es: copyTexts.optional() }).optional(),
  features: z.object({ showQuotation: z.boolean(), showReferral: z.boolean() }).optional(),
});
export type TenantForm = z.input<typeof tenantForm>;

export const TENANT_STATUSES = ['active', 'disabled'] as const;
export const tenantStatus = z.enum(TENANT_STATUSES, { error: 'Please choose a status' });
export type TenantStatus = z.infer<typeof tenantStatus>;

export const tenantSource = z.enum(['folder', 'console']);

/** What the signed-in person may change on this tenant: everything, or only its branding. */
export const tenantEditScope = z.enum(['all', 'branding']);
export type TenantEditScope = z.infer<typeof tenantEditScope>;

/** The fields a tenant's own administrator may change (everything else is the platform admin's). */
export const TENANT_BRANDING_FIELDS = [
  'theme',
  'logo',
  'image',
  'branding',
  'menu',
  'copy',
  'copy_i18n',
  'name',
] as const;

const changedBy = z.object({ email: z.string(), kind: z.string() }).nullable();

/** One row of the tenants list. */
export const tenantRow = z.object({
  slug: z.string(),
  name: z.string(),
  kind: tenantKind,
  agent_id: z.number().int(),
  agent_name: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  status: tenantStatus,
  /** 'folder': what tenants/<slug>/ last imported; 'console': changed here since (ADR 0011: kept over the folder). */
  source: tenantSource,
  /** ISO time of the last change (console or import). */
  updated_at: z.string(),
  updated_by: changedBy,
  scope: tenantEditScope,
});
export type TenantRow = z.infer<typeof tenantRow>;

export const listTenantsQuery = z.object({
  /** Matched (case-insensitive, anywhere) against slug, name, agent and group names. */
  search: z.string().trim().max(100, 'Search is too long').optional(),
  status: tenantStatus.optional(),
});
export type ListTenantsQuery = z.input<typeof listTenantsQuery>;
export const tenantList = z.object({ rows: z.array(tenantRow), total: z.number().int() });
export type TenantList = z.infer<typeof tenantList>;

export const slugQuery = z.object({ slug: tenantSlug });
export type SlugQuery = z.input<typeof slugQuery>;

/** One tenant as the console edits it. */
export const tenantDetail = z.object({
  tenant: tenantForm.extend({ portal_id: z.number().int() }),
  status: tenantStatus,
  source: tenantSource,
  /** Bumped by every change; update-tenant sends it back so a stale form is refused, not merged. */
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: changedBy,
  scope: tenantEditScope,
  /** Where the current images are served (same headers as the store's assets). */
  logo_url: z.string(),
  image_url: z.string(),
  /** The store's address, e.g. /lakeview-dental/. */
  store_path: z.string(),
});
export type TenantDetail = z.infer<typeof tenantDetail>;

export const createTenantBody = tenantForm;
export type CreateTenantBody = z.input<typeof createTenantBody>;

/** The whole form again plus the version it was read at; the slug names the tenant and cannot change. */
export const updateTenantBody = tenantForm.extend({ version: z.number().int().min(0) });
export type UpdateTenantBody = z.input<typeof updateTenantBody>;

export const setTenantStatusBody = z.object({ slug: tenantSlug, status: tenantStatus });
export type SetTenantStatusBody = z.input<typeof setTenantStatusBody>;

/** One field's change: JSON values before and after (null when absent). */
export const tenantFieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const tenantChange = z.object({
  id: z.number().int(),
  at: z.string(),
  who: changedBy,
  action: z.enum(['create', 'update', 'disable', 'enable', 'import', 'upload']),
  changes: z.array(tenantFieldChange),
});
export type TenantChange = z.infer<typeof tenantChange>;
export const tenantChanges = z.object({ rows: z.array(tenantChange) });
export type TenantChanges = z.infer<typeof tenantChanges>;

/** The tenant as its folder: tenant.json and its images (text as utf8, images as base64). */
export const tenantExport = z.object({
  slug: z.string(),
  files: z.array(z.object({ path: z.string(), encoding: z.enum(['utf8', 'base64']), content: z.string() })),
});
export type TenantExport = z.infer<typeof tenantExport>;

/** Raster images: at most this many bytes and pixels a side (SVGs: bytes only, then sanitised). */
export const TENANT_IMAGE_MAX_BYTES = 512 * 1024;
export const TENANT_IMAGE_MAX_SIDE = 4000;
export const TENANT_IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * POST upload-tenant-image: stores an image for a tenant (not yet used by the store: the returned
 * file_name goes into the form's `logo` or `image` and takes effect with update-tenant).
 */
export const uploadTenantImageBody = z.object({
  slug: tenantSlug,
  /** Which form field the image is for; field errors name it. */
  field: z.enum(['logo', 'image'], { error: 'Please choose logo or image' }),
  content_type: z.enum(TENANT_IMAGE_TYPES, { error: 'Please upload an SVG, PNG, JPEG or WebP image' }),
  /** The file, base64 encoded. */
  content_base64: z
    .string()
    .min(1, 'Please choose a file')
    .max(Math.ceil((TENANT_IMAGE_MAX_BYTES * 4) / 3) + 4, 'This image is larger than 512 KB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'This file could not be read'),
});
export type UploadTenantImageBody = z.input<typeof uploadTenantImageBody>;
export const uploadedTenantImage = z.object({
  file_name: z.string(),
  url: z.string(),
  bytes: z.number().int(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type UploadedTenantImage = z.infer<typeof uploadedTenantImage>;

/** The schemas of the admin module's calls (apps/api/src/modules/admin, ADR 0030). */
export const adminCallSchemas = {
  'list-tenants': { query: listTenantsQuery, data: tenantList },
  'get-tenant': { query: slugQuery, data: tenantDetail },
  'create-tenant': { body: createTenantBody, data: tenantDetail },
  'update-tenant': { body: updateTenantBody, data: tenantDetail },
  'set-tenant-status': { body: setTenantStatusBody, data: tenantDetail },
  'get-tenant-changes': { query: slugQuery, data: tenantChanges },
  'export-tenant': { query: slugQuery, data: tenantExport },
  'upload-tenant-image': { body: uploadTenantImageBody, data: uploadedTenantImage },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
