import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';

// Each screen is its own chunk, fetched when its route is first visited.
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  'agent-home': lazy(() =>
    import('./features/enroll-start/agent-home-screen').then((m) => ({ default: m.AgentHomeScreen })),
  ),
  'group-home': lazy(() =>
    import('./features/enroll-start/group-home-screen').then((m) => ({ default: m.GroupHomeScreen })),
  ),
};

/** The member-admin remote's exposed `./routes`: the shell says which screen, this renders it. */
export default function RemoteRoutes({ screen }: RemoteRoutesProps) {
  const Screen = SCREENS[screen] ?? NotAvailableScreen;
  return (
    <ScreenBoundary key={screen} name={`member-admin/${screen}`}>
      <Screen />
    </ScreenBoundary>
  );
}
