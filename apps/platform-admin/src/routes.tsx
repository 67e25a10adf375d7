import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';
import { AdminGuard } from './features/guard/admin-guard';

// Each screen is its own chunk, fetched when its route is first visited.
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  'admin-tenants': lazy(() =>
    import('./features/tenants/tenants-screen').then((m) => ({ default: m.TenantsScreen })),
  ),
  'admin-tenant-new': lazy(() =>
    import('./features/tenant-form/new-tenant-screen').then((m) => ({ default: m.NewTenantScreen })),
  ),
  'admin-tenant': lazy(() =>
    import('./features/tenant-form/tenant-screen').then((m) => ({ default: m.TenantScreen })),
  ),
  'admin-history': lazy(() =>
    import('./features/change-history/history-screen').then((m) => ({ default: m.HistoryScreen })),
  ),
};

/** The platform-admin remote's exposed `./routes`: the shell says which screen, this renders it. */
export default function RemoteRoutes({ screen }: RemoteRoutesProps) {
  const Screen = SCREENS[screen] ?? NotAvailableScreen;
  return (
    <ScreenBoundary key={screen} name={`platform-admin/${screen}`}>
      <AdminGuard>
        <Screen />
      </AdminGuard>
    </ScreenBoundary>
  );
}
