import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeForPath } from '@bs/mf';
import { warmRoute, whenIdleAfterLoad } from '@bs/mf/runtime';
import { useStoreLink } from './use-landing';

/** Where visitors of the landing go next: the quote form's plans, and the header's cart. */
const NEXT_FROM_LANDING = ['/plans', '/cart'];

/**
 * Once the landing has loaded and the browser is idle (never before first paint), the routes its
 * visitors open next go into the HTTP cache, so the click that follows waits on no network.
 */
export function useWarmNextOnIdle(): void {
  const { pathname } = useLocation();
  const link = useStoreLink();
  const onLanding = routeForPath(pathname)?.entry.screen === 'landing';
  useEffect(() => {
    if (!onLanding) return;
    return whenIdleAfterLoad(() => NEXT_FROM_LANDING.forEach((path) => warmRoute(link(path), 'idle')));
  }, [onLanding, link]);
}
