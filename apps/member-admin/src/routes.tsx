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
  'sign-in': lazy(() =>
    import('./features/sign-in/sign-in-screen').then((m) => ({ default: m.SignInScreen })),
  ),
  'forgot-password': lazy(() =>
    import('./features/sign-in/forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  'member-sign-in': lazy(() =>
    import('./features/sign-in/member-sign-in-screen').then((m) => ({ default: m.MemberSignInScreen })),
  ),
  'member-sign-in-link': lazy(() =>
    import('./features/sign-in/member-sign-in-link-screen').then((m) => ({
      default: m.MemberSignInLinkScreen,
    })),
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
