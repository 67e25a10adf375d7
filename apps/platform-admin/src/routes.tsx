import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';
import { AdminGuard } from './shared/guard/admin-guard';

// Each screen is its own chunk, fetched when its route is first visited. Chunks are named
// screen-<id>: the server preloads the one of the requested route (ADR 0008), and a release is
// checked to have one for every screen of the route table (ADR 0018).
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  'admin-tenants': lazy(() =>
    import(/* webpackChunkName: "screen-admin-tenants" */ './features/tenants/tenants-screen').then((m) => ({
      default: m.TenantsScreen,
    })),
  ),
  'admin-tenant-new': lazy(() =>
    import(/* webpackChunkName: "screen-admin-tenant-new" */ './features/tenant-form/new-tenant-screen').then(
      (m) => ({ default: m.NewTenantScreen }),
    ),
  ),
  'admin-tenant': lazy(() =>
    import(/* webpackChunkName: "screen-admin-tenant" */ './features/tenant-form/tenant-screen').then(
      (m) => ({ default: m.TenantScreen }),
    ),
  ),
  'admin-releases': lazy(() =>
    import(/* webpackChunkName: "screen-admin-releases" */ './features/releases/releases-screen').then(
      (m) => ({ default: m.ReleasesScreen }),
    ),
  ),
  'admin-edi': lazy(() =>
    import(/* webpackChunkName: "screen-admin-edi" */ './features/edi/edi-screen').then((m) => ({
      default: m.EdiScreen,
    })),
  ),
  'admin-history': lazy(() =>
    import(/* webpackChunkName: "screen-admin-history" */ './features/change-history/history-screen').then(
      (m) => ({ default: m.HistoryScreen }),
    ),
  ),
  'admin-plan-documents': lazy(() =>
    import(
      /* webpackChunkName: "screen-admin-plan-documents" */ './features/plan-documents/plan-documents-screen'
    ).then((m) => ({ default: m.PlanDocumentsScreen })),
  ),
  'admin-plan-eoi': lazy(() =>
    import(/* webpackChunkName: "screen-admin-plan-eoi" */ './features/plan-eoi/plan-eoi-screen').then(
      (m) => ({
        default: m.PlanEoiScreen,
      }),
    ),
  ),
  'admin-id-cards': lazy(() =>
    import(
      /* webpackChunkName: "screen-admin-id-cards" */ './features/id-card-settings/id-card-settings-screen'
    ).then((m) => ({ default: m.IdCardSettingsScreen })),
  ),
  'admin-reports': lazy(() =>
    import(/* webpackChunkName: "screen-admin-reports" */ './features/reports/reports-screen').then((m) => ({
      default: m.ReportsScreen,
    })),
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
