import { useEffect } from 'react';

/**
 * Reps and group administrators shop without a landing slug, so the page the server sent carries
 * the default theme. Once their agent's or group's storefront theme is known, its --bs-* custom
 * properties go on <html> (CSSOM, so the CSP needs no inline styles) and come off again when the
 * visitor changes.
 */
export function useOwnerTheme(theme: Record<string, string> | undefined): void {
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement.style;
    const names = Object.keys(theme).filter((name) => name.startsWith('--bs-'));
    for (const name of names) root.setProperty(name, theme[name]);
    return () => names.forEach((name) => root.removeProperty(name));
  }, [theme]);
}
