import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';

// Each screen is its own chunk: the landing never downloads the plans page's code. Chunks are
// named screen-<id>: the server preloads the one of the requested route (ADR 0008).
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  landing: lazy(() =>
    import(/* webpackChunkName: "screen-landing" */ './features/landing/landing-screen').then((m) => ({
      default: m.LandingScreen,
    })),
  ),
  home: lazy(() =>
    import(/* webpackChunkName: "screen-home" */ './features/landing/home-screen').then((m) => ({
      default: m.HomeScreen,
    })),
  ),
  referrals: lazy(() =>
    import(/* webpackChunkName: "screen-referrals" */ './features/landing/referral-screen').then((m) => ({
      default: m.ReferralScreen,
    })),
  ),
  plans: lazy(() =>
    import(/* webpackChunkName: "screen-plans" */ './features/plans/plans-screen').then((m) => ({
      default: m.PlansScreen,
    })),
  ),
  'plan-detail': lazy(() =>
    import(/* webpackChunkName: "screen-plan-detail" */ './features/plan-detail/plan-detail-screen').then(
      (m) => ({ default: m.PlanDetailScreen }),
    ),
  ),
  compare: lazy(() =>
    import(/* webpackChunkName: "screen-compare" */ './features/compare/compare-screen').then((m) => ({
      default: m.CompareScreen,
    })),
  ),
  'plan-question-view': lazy(() =>
    import(
      /* webpackChunkName: "screen-plan-question-view" */ './features/plan-question-view/plan-question-view'
    ).then((m) => ({
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
