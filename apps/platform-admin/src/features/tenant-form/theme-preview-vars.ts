import type { CSSProperties } from 'react';
import { deriveTheme, THEME_VARIABLES, type ThemePalette } from '@bs/tenant-config';

export type PreviewTheme =
  { ok: true; palette: ThemePalette; style: CSSProperties } | { ok: false; role: string; reason: string };

const HEX = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/**
 * The store's theme derived from the form's colours in the browser (the same derivation the
 * server runs, libs/tenant-config), as custom properties scoped to the preview. Colours the theme
 * cannot make readable at AA come back with the reason, which the form shows before Publish.
 */
export function previewTheme(
  theme: Record<string, string>,
  kept: { font?: string; radius?: string } = {},
): PreviewTheme {
  const given = Object.fromEntries(Object.entries(theme).filter(([, v]) => HEX.test(v.trim())));
  if (!given.primary) return { ok: false, role: 'primary', reason: '' };
  try {
    const palette = deriveTheme({
      font: kept.font ?? 'system-ui, sans-serif',
      radius: kept.radius ?? '6px',
      ...given,
      primary: given.primary,
    });
    const style: Record<string, string> = {};
    for (const [k, name] of Object.entries(THEME_VARIABLES)) {
      const v = palette[k as keyof ThemePalette];
      if (v) style[name] = v;
    }
    return { ok: true, palette, style: style as CSSProperties };
  } catch (err) {
    const role = (err as { role?: string }).role ?? 'primary';
    return { ok: false, role, reason: err instanceof Error ? err.message : String(err) };
  }
}
