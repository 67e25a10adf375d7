/** How long the server's painted landing may wait for the app's own (a remote that never loads). */
const TAKE_OVER_AFTER_MS = 10_000;

/**
 * Where the app renders. A landing the server painted (ADR 0032, apps/api landing-paint.ts) stays
 * on screen while the app renders beside it, hidden; once the app's screen has its heading (or an
 * alert: a screen that failed), the painted copy goes and the app shows, in the same task, so
 * the browser paints one frame with the other's layout. React clearing #root on its first commit
 * would instead blank the hero until the shop's chunks arrive.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const painted = root.querySelector<HTMLElement>(':scope > [data-bs-painted]');
  if (!painted) return root;
  const host = document.createElement('div');
  host.hidden = true;
  root.append(host);
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    painted.remove();
    host.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (host.querySelector('h1, [role="alert"]')) takeOver();
  });
  observer.observe(host, { childList: true, subtree: true });
  const timer = setTimeout(takeOver, TAKE_OVER_AFTER_MS);
  return host;
}
