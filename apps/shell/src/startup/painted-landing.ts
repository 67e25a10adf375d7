import { carryOver, counterpart } from './painted-carry';

/** How long the server's painted landing may wait for the app's own (a remote that never loads). */
const TAKE_OVER_AFTER_MS = 10_000;
/** How long a click on the painted copy waits for its counterpart in the app before it navigates. */
const CLICK_WAITS_MS = 3_000;

/**
 * Where the app renders. A landing the server painted (ADR 0032, apps/api landing-paint.ts) stays
 * on screen while the app renders beside it, hidden; once the app's screen has its heading (or an
 * alert: a screen that failed), the painted copy goes and the app shows, in the same task, so
 * the browser paints one frame with the other's layout. React clearing #root on its first commit
 * would instead blank the hero until the shop's chunks arrive.
 *
 * What the visitor typed in the painted form and where their focus was carry over to the app
 * (painted-carry.ts). Before this script runs, the painted links are plain links. Once it runs, a click on the
 * painted copy is handed to the same link or button of the app (its menu remembers the category,
 * its navigation stays in the page), taking over at once: the visitor is leaving the landing.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const painted = root.querySelector<HTMLElement>(':scope > [data-bs-painted]');
  if (!painted) return root;
  const host = document.createElement('div');
  host.hidden = true;
  root.append(host);
  // The painted form takes no input before this script runs (a native submit would reload the
  // page: tools/paint/carve.mjs). From now on what is typed there carries over and its submit
  // is handed to the app's, so the visitor may start while the app's screen is still loading.
  for (const form of painted.querySelectorAll('form[inert]')) form.removeAttribute('inert');
  let clicked: { element: Element; at: number } | null = null;

  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    const refocus = carryOver(painted, host);
    painted.remove();
    host.hidden = false;
    refocus();
  };
  const settle = () => {
    if (clicked) {
      const { element, at } = clicked;
      const target = counterpart(painted, host, element);
      const href = element.getAttribute('href');
      if (target || (Date.now() - at > CLICK_WAITS_MS && href != null)) {
        clicked = null;
        if (painted.isConnected) takeOver();
        if (target) target.click();
        else window.location.assign(href!);
        return;
      }
    }
    if (painted.isConnected && host.querySelector('h1, [role="alert"]')) takeOver();
  };
  const observer = new MutationObserver(settle);
  observer.observe(host, { childList: true, subtree: true });
  const timer = setTimeout(takeOver, TAKE_OVER_AFTER_MS);

  painted.addEventListener('click', (event) => {
    const element = (event.target as Element).closest('a[href], button');
    if (!element || (element as HTMLAnchorElement).target === '_blank') return;
    // A link within the page (the skip link) works on the copy as it is; focus carries over.
    if (element.getAttribute('href')?.startsWith('#')) return;
    event.preventDefault();
    clicked = { element, at: Date.now() };
    settle();
    // A link whose counterpart never shows still goes where it said.
    setTimeout(settle, CLICK_WAITS_MS + 50);
  });
  return host;
}
