import type { Language } from '@bs/domain';

/** The copy texts of a tenant (tenant.json `copy` and `copy_i18n`). */
export interface TenantCopyTexts {
  copy: Record<string, string>;
  copy_i18n: Partial<Record<Language, Record<string, string>>>;
}

/**
 * A tenant's override of a store text in a language, if it has one. Zod-free and exported as
 * `@bs/tenant-config/copy` so browser bundles can use it without the schema (ADR 0003).
 */
export function tenantCopy(t: TenantCopyTexts, key: string, lang: Language): string | undefined {
  return t.copy_i18n[lang]?.[key] ?? (lang === 'en' ? t.copy[key] : undefined);
}
