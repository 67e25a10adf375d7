import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesProps } from '@bs/mf';
import { NotAvailableScreen, ScreenBoundary } from '@bs/ui';

// Each screen is its own chunk, fetched when its route is first visited. Chunks are named
// screen-<id>: the server preloads the one of the requested route (ADR 0008).
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  cart: lazy(() =>
    import(/* webpackChunkName: "screen-cart" */ './features/cart/cart-screen').then((m) => ({
      default: m.CartScreen,
    })),
  ),
};

/** The cart-quote remote's exposed `./routes`: the shell says which screen, this renders it. */
export default function RemoteRoutes({ screen }: RemoteRoutesProps) {
  const Screen = SCREENS[screen] ?? NotAvailableScreen;
  return (
    <ScreenBoundary key={screen} name={`cart-quote/${screen}`}>
      <Screen />
    </ScreenBoundary>
  );
}
