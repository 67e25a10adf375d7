import {
  INJECTED_TENANT_ELEMENT_ID,
  type InjectedTenant as ServedTenant,
} from '@bs/contract/injected-tenant';
import { isLanguage, type Language } from '@bs/domain';
import type { TenantCopyTexts } from '@bs/tenant-config/copy';

/** What the shop reads of the tenant the server injected (libs/contract injected-tenant.ts). */
export interface InjectedTenant extends Pick<ServedTenant, 'name'>, TenantCopyTexts {}

type Texts = Record<string, string>;
const isTexts = (v: unknown): v is Texts =>
  !!v && typeof v === 'object' && Object.values(v).every((s) => typeof s === 'string');

/**
 * The tenant of this page as the server resolved it (apps/api tenant-html), read from the same
 * element the shell reads; the shop does not import shell code. Missing or unreadable JSON (dev
 * server, tests) means no tenant overrides: the shop's own texts apply.
 */
export function readInjectedTenant(doc: Document = document): InjectedTenant | null {
  const el = doc.getElementById(INJECTED_TENANT_ELEMENT_ID);
  if (!el?.textContent) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(el.textContent) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!data || typeof data.name !== 'string') return null;
  const perLanguage = data.copy_i18n && typeof data.copy_i18n === 'object' ? data.copy_i18n : {};
  const copy_i18n: Partial<Record<Language, Texts>> = {};
  for (const [lang, texts] of Object.entries(perLanguage)) {
    if (isLanguage(lang) && isTexts(texts)) copy_i18n[lang] = texts;
  }
  return { name: data.name, copy: isTexts(data.copy) ? data.copy : {}, copy_i18n };
}
