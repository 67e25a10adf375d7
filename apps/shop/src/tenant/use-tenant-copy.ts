import { useMemo } from 'react';
import { useLanguage } from '@bs/i18n';
import { tenantCopy } from '@bs/tenant-config/copy';
import { readInjectedTenant, type InjectedTenant } from './injected-tenant';

/** The page's tenant; it cannot change without a new page load, so it is read once per mount. */
export function useInjectedTenant(): InjectedTenant | null {
  return useMemo(() => readInjectedTenant(), []);
}

/**
 * A tenant's own wording of a store text (tenant.json `copy` / `copy_i18n`) in the current
 * language, or undefined when it has none for that language: the caller shows the shop's text.
 * English copy never stands in for Spanish (tenantCopy), so a Spanish page stays Spanish.
 */
export function useTenantCopy(key: string): string | undefined {
  const [lang] = useLanguage();
  const tenant = useInjectedTenant();
  return tenant ? tenantCopy(tenant, key, lang) : undefined;
}
