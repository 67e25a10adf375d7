import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';

// Each screen is its own chunk: the landing never downloads the plans page's code.
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  landing: lazy(() =>
    import('./features/landing/landing-screen').then((m) => ({ default: m.LandingScreen })),
  ),
  home: lazy(() => import('./features/landing/home-screen').then((m) => ({ default: m.HomeScreen }))),
  referrals: lazy(() =>
    import('./features/referrals/referral-screen').then((m) => ({ default: m.ReferralScreen })),
  ),
  plans: lazy(() => import('./features/plans/plans-screen').then((m) => ({ default: m.PlansScreen }))),
  'plan-detail': lazy(() =>
    import('./features/plan-detail/plan-detail-screen').then((m) => ({ default: m.PlanDetailScreen })),
  ),
  'plan-question-view': lazy(() =>
    import('./features/plan-question-view/plan-question-view').then((m) => ({
      default: m.PlanQuestionView,
    })),
  ),
};

/** The shop remote's exposed `./routes`: the shell says which screen, this renders it. */
export default function RemoteRoutes({ screen }: RemoteRoutesProps) {
  const Screen = SCREENS[screen] ?? NotAvailableScreen;
  return (
    <ScreenBoundary key={screen} name={`shop/${screen}`}>
      <Screen />
    </ScreenBoundary>
  );
}
