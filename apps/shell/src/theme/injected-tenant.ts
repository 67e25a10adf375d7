import { INJECTED_TENANT_ELEMENT_ID, type InjectedTenant } from '@bs/contract/injected-tenant';

export type { InjectedTenant };

/**
 * The tenant known before any API call, so the first paint already shows its name and logo.
 * Missing or unreadable JSON (dev server, tests) simply means "not known yet".
 */
export function readInjectedTenant(doc: Document = document): InjectedTenant | null {
  const el = doc.getElementById(INJECTED_TENANT_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as Partial<InjectedTenant>;
    return typeof data.name === 'string' && typeof data.slug === 'string' ? (data as InjectedTenant) : null;
  } catch {
    return null;
  }
}
