import { CATEGORY_LABELS, LANGUAGES, type CategoryKey } from '@bs/domain';
import { RESERVED_SLUGS } from '@bs/mf';
import { z } from 'zod';
import { deriveTheme, ThemeContrastError } from './theme';
import { themeFields } from './theme-fields';

export type { TenantTheme } from './theme-fields';

/**
 * Menu category keys: the ones libs/domain labels (kept in step with @bs/contract's categoryKey
 * by a test in apps/api; this util lib must not depend on the contract project).
 */
export const TENANT_CATEGORY_KEYS = Object.keys(CATEGORY_LABELS) as [CategoryKey, ...CategoryKey[]];

const assetFile = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpg|jpeg|webp)$/,
    'must be a file name in the tenant folder (svg, png, jpg, webp)',
  );
const positiveId = z.number().int().positive().max(2_147_483_647);
const copyTexts = z.record(z.string().max(64), z.string().max(2000));

// A theme is only valid when the store can derive a readable palette from it (WCAG AA): a brand
// colour that no nearby shade makes readable is refused here, with the reason, before any page uses it.
export const tenantTheme = themeFields.superRefine((theme, ctx) => {
  if (!themeFields.safeParse(theme).success) return;
  try {
    deriveTheme(theme);
  } catch (err) {
    if (!(err instanceof ThemeContrastError)) throw err;
    ctx.addIssue({ code: 'custom', path: [err.role], message: err.message });
  }
});

export const tenantBranding = z.object({
  display_phone: z.string().min(1).max(40),
  display_email: z.email('must be an e-mail address'),
  tagline: z.string().min(1).max(160),
  display_about_name: z.string().min(1).max(80),
  about: z.string().min(1).max(4000),
});

export const tenantSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'must be lower-case letters, digits and hyphens (2-63 characters)')
      // A slug is the first path segment of the store: it must never shadow a route of the store.
      .refine((slug) => !RESERVED_SLUGS.some((r) => r.toLowerCase() === slug), {
        message: 'is a path of the store itself (e.g. cart, plans, home); choose another slug',
      }),
    name: z.string().min(1).max(80),
    kind: z.enum(['default', 'agent', 'group']),
    agent_id: positiveId,
    group_id: positiveId,
    portal_id: positiveId,
    theme: tenantTheme,
    logo: assetFile,
    image: assetFile,
    branding: tenantBranding,
    menu: z
      .array(z.enum(TENANT_CATEGORY_KEYS))
      .min(1, 'must list at least one category')
      .refine((keys) => new Set(keys).size === keys.length, 'must not repeat a category'),
    copy: copyTexts.default({}),
    // Per-language overrides of `copy` (and of any store text a tenant may rephrase): a Spanish
    // store page uses copy_i18n.es first, then the store's own Spanish text, never English copy.
    copy_i18n: z.partialRecord(z.enum(LANGUAGES), copyTexts).default({}),
    features: z
      .object({ showQuotation: z.boolean().default(true), showReferral: z.boolean().default(true) })
      .default({ showQuotation: true, showReferral: true }),
  })
  .strict();
export type Tenant = z.infer<typeof tenantSchema>;

export { tenantCopy } from './copy';
export type TenantInput = z.input<typeof tenantSchema>;

export class TenantConfigError extends Error {
  constructor(
    message: string,
    readonly issues: string[],
  ) {
    super(message);
    this.name = 'TenantConfigError';
  }
}

/** Validates a parsed tenant.json; the error lists every problem as `path: message`. */
export function parseTenant(json: unknown, source = 'tenant.json'): Tenant {
  const result = tenantSchema.safeParse(json);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`,
  );
  throw new TenantConfigError(`${source} is not a valid tenant:\n  - ${issues.join('\n  - ')}`, issues);
}
