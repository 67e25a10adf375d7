import type { CSSProperties } from 'react';
import {
  AA_TEXT,
  contrastRatio,
  deriveTheme,
  normalizeHex,
  readableOn,
  THEME_VARIABLES,
  type ThemePalette,
} from '@bs/tenant-config';

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

/** A brand colour the theme had to move to stay readable: what was typed, what the store uses. */
export type ColourAdjustment = {
  given: string;
  used: string;
  /** What decided it: text on the fill (4.5:1), the fill against the page (3:1), or text on the page. */
  why: 'fill' | 'page' | 'text';
  givenRatio: number;
  usedRatio: number;
};

/**
 * Which typed colours the derivation moved (issue 32: it adjusted them silently), each with the
 * contrast that decided it: for the primary and accent fills, their text colour on them; for the
 * text, the text on the page background. Colours it kept are left out.
 */
export function colourAdjustments(
  theme: Record<string, string>,
  palette: ThemePalette,
): Partial<Record<'primary' | 'accent' | 'text', ColourAdjustment>> {
  const out: Partial<Record<'primary' | 'accent' | 'text', ColourAdjustment>> = {};
  const typed = (role: 'primary' | 'accent' | 'text') => {
    const v = theme[role]?.trim();
    if (!v || !HEX.test(v)) return null;
    const given = normalizeHex(v);
    return given.toLowerCase() === palette[role].toLowerCase() ? null : given;
  };
  for (const role of ['primary', 'accent'] as const) {
    const given = typed(role);
    if (!given) continue;
    const used = palette[role];
    const onFill = (c: string) => contrastRatio(readableOn(c), c);
    // A fill whose text already read was moved to stand out from the page (the primary only).
    const page = role === 'primary' && onFill(given) >= AA_TEXT;
    const ratio = page
      ? (c: string) => Math.min(contrastRatio(c, palette.bg), contrastRatio(c, palette.surface))
      : onFill;
    out[role] = {
      given,
      used,
      why: page ? 'page' : 'fill',
      givenRatio: ratio(given),
      usedRatio: ratio(used),
    };
  }
  const text = typed('text');
  if (text)
    out.text = {
      given: text,
      used: palette.text,
      why: 'text',
      givenRatio: contrastRatio(text, palette.bg),
      usedRatio: contrastRatio(palette.text, palette.bg),
    };
  return out;
}
