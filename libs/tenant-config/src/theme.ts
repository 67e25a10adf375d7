import { mix, readableOn } from './color';
import type { TenantTheme } from './schema';

export type ThemePalette = {
  primary: string;
  primaryDark: string;
  primaryLight: string;
  primaryContrast: string;
  accent: string;
  accentContrast: string;
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  danger: string;
  success: string;
  font: string;
  radius: string;
};

/** Derives the full palette from the few tokens a tenant declares. */
export function deriveTheme(theme: TenantTheme): ThemePalette {
  const primary = theme.primary.toLowerCase();
  // Without an explicit accent, a darker shade of the primary keeps the store monochrome but legible.
  const accent = (theme.accent ?? mix(primary, '#000000', 0.35)).toLowerCase();
  const bg = theme.bg ?? '#f7f8fa';
  const text = theme.text ?? '#1f2933';
  return {
    primary,
    primaryDark: mix(primary, '#000000', 0.25),
    primaryLight: mix(primary, '#ffffff', 0.85),
    primaryContrast: readableOn(primary),
    accent,
    accentContrast: readableOn(accent),
    bg,
    surface: theme.surface ?? '#ffffff',
    text,
    muted: mix(text, bg, 0.35),
    border: mix(text, bg, 0.82),
    danger: '#b42318',
    success: '#1e7b34',
    font: theme.font,
    radius: theme.radius,
  };
}

/** Custom property names: the only globals any app emits (DESIGN §2, CSS). One prefix: --bs-. */
export const THEME_VARIABLES: Record<keyof ThemePalette, string> = {
  primary: '--bs-color-primary',
  primaryDark: '--bs-color-primary-dark',
  primaryLight: '--bs-color-primary-light',
  primaryContrast: '--bs-color-primary-contrast',
  accent: '--bs-color-accent',
  accentContrast: '--bs-color-accent-contrast',
  bg: '--bs-color-bg',
  surface: '--bs-color-surface',
  text: '--bs-color-text',
  muted: '--bs-color-muted',
  border: '--bs-color-border',
  danger: '--bs-color-danger',
  success: '--bs-color-success',
  font: '--bs-font-family',
  radius: '--bs-radius',
};

/** `:root{--bs-color-primary:#...;...}` for a tenant theme (or an already derived palette). */
export function themeToCss(theme: TenantTheme | ThemePalette): string {
  const palette = 'primaryDark' in theme ? theme : deriveTheme(theme);
  const decls = (Object.keys(THEME_VARIABLES) as (keyof ThemePalette)[]).map(
    (k) => `${THEME_VARIABLES[k]}:${palette[k]}`,
  );
  return `:root{${decls.join(';')}}`;
}
