import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';

// Each screen is its own chunk, fetched when its route is first visited.
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  'enrollment-step': lazy(() =>
    import(/* webpackChunkName: "screen-enrollment-step" */ './features/frame/wizard-screen').then((m) => ({
      default: m.WizardScreen,
    })),
  ),
  'direct-continue': lazy(() =>
    import('./features/direct-continue/direct-continue-screen').then((m) => ({
      default: m.DirectContinueScreen,
    })),
  ),
  receipt: lazy(() =>
    import('./features/receipt/receipt-screen').then((m) => ({ default: m.ReceiptScreen })),
  ),
  'continue-enrollment': lazy(() =>
    import('./features/continue/continue-screen').then((m) => ({ default: m.ContinueScreen })),
  ),
};

/** The enrollment-wizard remote's exposed `./routes`: the shell says which screen, this renders it. */
export default function RemoteRoutes({ screen }: RemoteRoutesProps) {
  const Screen = SCREENS[screen] ?? NotAvailableScreen;
  return (
    <ScreenBoundary key={screen} name={`enrollment-wizard/${screen}`}>
      <Screen />
    </ScreenBoundary>
  );
}
