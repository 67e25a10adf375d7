import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page (not on the first load, where the skip link stays the first Tab
 * stop), focus goes to the main content: the element that had it went away with the old page, and
 * keyboard and screen-reader users would otherwise start again from the top of the document. A
 * screen that already put focus somewhere in main on purpose keeps it.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const node = main.current;
    const active = document.activeElement;
    if (!node || (active && active !== document.body && active.isConnected && node.contains(active))) return;
    node.focus();
  }, [pathname, main]);
}
