import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';

const agentHome = lazy(() =>
  import('./features/enroll-start/agent-home-screen').then((m) => ({ default: m.AgentHomeScreen })),
);

// Each screen is its own chunk, fetched when its route is first visited.
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  'agent-home': agentHome,
  // Wizard §2: /BenAdvanceHome is the agent home variant with New Member and Current Member, and
  // /website (in the route table, not described further) opens the same rep home.
  'ben-advance-home': agentHome,
  website: agentHome,
  'group-home': lazy(() =>
    import('./features/enroll-start/group-home-screen').then((m) => ({ default: m.GroupHomeScreen })),
  ),
  'agent-select-member': lazy(() =>
    import('./features/current-members/agent-select-member-screen').then((m) => ({
      default: m.AgentSelectMemberScreen,
    })),
  ),
  'group-select-member': lazy(() =>
    import('./features/current-members/group-select-member-screen').then((m) => ({
      default: m.GroupSelectMemberScreen,
    })),
  ),
  'member-home': lazy(() =>
    import('./features/member-home/member-home-screen').then((m) => ({ default: m.MemberHomeScreen })),
  ),
  'member-benefit-store': lazy(() =>
    import('./features/member-benefit-store/member-benefit-store-screen').then((m) => ({
      default: m.MemberBenefitStoreScreen,
    })),
  ),
  'carrier-files': lazy(() =>
    import('./features/carrier-files/carrier-files-screen').then((m) => ({ default: m.CarrierFilesScreen })),
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
  'member-history': lazy(() =>
    import('./features/history/member-history-screen').then((m) => ({ default: m.MemberHistoryScreen })),
  ),
  reports: lazy(() =>
    import('./features/reports/reports-screen').then((m) => ({ default: m.ReportsScreen })),
  ),
  'enrollment-history': lazy(() =>
    import('./features/history/enrollment-history-screen').then((m) => ({
      default: m.EnrollmentHistoryScreen,
    })),
  ),
  'enrollment-board': lazy(() =>
    import('./features/enrollment-board/enrollment-board-screen').then((m) => ({
      default: m.EnrollmentBoardScreen,
    })),
  ),
  invitation: lazy(() =>
    import('./features/invitation/invitation-screen').then((m) => ({ default: m.InvitationScreen })),
  ),
  'possible-duplicates': lazy(() =>
    import('./features/possible-duplicates/possible-duplicates-screen').then((m) => ({
      default: m.PossibleDuplicatesScreen,
    })),
  ),
  'group-settings': lazy(() =>
    import('./features/group-settings/group-settings-screen').then((m) => ({
      default: m.GroupSettingsScreen,
    })),
  ),
  'eoi-cases': lazy(() =>
    import('./features/eoi-cases/eoi-cases-screen').then((m) => ({ default: m.EoiCasesScreen })),
  ),
  census: lazy(() => import('./features/census/census-screen').then((m) => ({ default: m.CensusScreen }))),
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
