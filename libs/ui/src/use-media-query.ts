import { useSyncExternalStore } from 'react';

/** The phone breakpoint the CSS modules use (`@media (max-width: 36rem)`). */
export const PHONE_QUERY = '(max-width: 36rem)';

/**
 * Whether a media query matches now, following changes (rotation, resizing). Used where a phone
 * needs different markup, not only different CSS. Without `matchMedia` (server, old test DOMs) it
 * answers false: the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}
