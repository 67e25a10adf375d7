import {
  TEXT_ON_FILL,
  awayFrom,
  contrastRatio,
  formatRatio,
  meetsOn,
  mix,
  nearestShade,
  normalizeHex,
  readableOn,
  shade,
} from './color';
import type { TenantTheme } from './theme-fields';

export type ThemePalette = {
  /** The brand colour as the store paints it: primary buttons, the category bar, the hero. */
  primary: string;
  /** A shade of the brand readable as text on the page: links, secondary buttons. */
  primaryDark: string;
  /** A tint of the brand for hovered light surfaces. */
  primaryLight: string;
  /** Text on `primary` and `primaryHover`. */
  primaryContrast: string;
  /** `primary` under the pointer or as the current menu item (same text colour). */
  primaryHover: string;
  accent: string;
  accentContrast: string;
  bg: string;
  surface: string;
  text: string;
  muted: string;
  /** Decorative dividers (rows, cards): no contrast promised. */
  border: string;
  /** The edge of text fields and selects: a boundary a person must see (WCAG 1.4.11). */
  controlBorder: string;
  /** The keyboard focus outline. */
  focus: string;
  danger: string;
  dangerBg: string;
  success: string;
  successBg: string;
  font: string;
  radius: string;
};

type ColourRole = Exclude<keyof ThemePalette, 'font' | 'radius'>;

/** WCAG 2.1 AA minimums: normal text, and large text or the parts of a control (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/**
 * Every colour pair the store draws (libs/ui, the shell and the remotes read only these
 * variables), with the contrast it must reach. A palette is only emitted when all of them hold.
 */
export const CONTRAST_PAIRS: readonly { fg: ColourRole; bg: ColourRole; min: number; use: string }[] = [
  { fg: 'primaryContrast', bg: 'primary', min: AA_TEXT, use: 'text on primary buttons and the menu bar' },
  { fg: 'primaryContrast', bg: 'primaryHover', min: AA_TEXT, use: 'text on a hovered or current item' },
  { fg: 'accentContrast', bg: 'accent', min: AA_TEXT, use: 'the cart count badge' },
  { fg: 'text', bg: 'bg', min: AA_TEXT, use: 'body text' },
  { fg: 'text', bg: 'surface', min: AA_TEXT, use: 'text on cards and popups' },
  { fg: 'bg', bg: 'text', min: AA_TEXT, use: 'footer text' },
  { fg: 'muted', bg: 'bg', min: AA_TEXT, use: 'secondary text' },
  { fg: 'muted', bg: 'surface', min: AA_TEXT, use: 'secondary text on cards' },
  { fg: 'primaryDark', bg: 'bg', min: AA_TEXT, use: 'links' },
  { fg: 'primaryDark', bg: 'surface', min: AA_TEXT, use: 'secondary buttons and links on cards' },
  { fg: 'primaryDark', bg: 'primaryLight', min: AA_TEXT, use: 'hovered secondary buttons' },
  { fg: 'danger', bg: 'bg', min: AA_TEXT, use: 'field errors' },
  { fg: 'danger', bg: 'surface', min: AA_TEXT, use: 'field errors on cards' },
  { fg: 'danger', bg: 'dangerBg', min: AA_TEXT, use: 'error messages' },
  { fg: 'success', bg: 'bg', min: AA_TEXT, use: 'success text' },
  { fg: 'success', bg: 'surface', min: AA_TEXT, use: 'success text on cards' },
  { fg: 'success', bg: 'successBg', min: AA_TEXT, use: 'success messages' },
  { fg: 'primary', bg: 'bg', min: AA_NON_TEXT, use: 'checked choices, selected outlines, button edges' },
  { fg: 'primary', bg: 'surface', min: AA_NON_TEXT, use: 'checked choices and button edges on cards' },
  { fg: 'focus', bg: 'bg', min: AA_NON_TEXT, use: 'the focus outline' },
  { fg: 'focus', bg: 'surface', min: AA_NON_TEXT, use: 'the focus outline on cards' },
  { fg: 'controlBorder', bg: 'bg', min: AA_NON_TEXT, use: 'the edge of fields' },
  { fg: 'controlBorder', bg: 'surface', min: AA_NON_TEXT, use: 'the edge of fields on cards' },
];

/** How far a brand colour may be moved to become usable before it stops being the brand. */
export const BRAND_SHIFT_LIMIT = 0.3;
/** How far a tenant's own text colour may be moved. */
const TEXT_SHIFT_LIMIT = 0.5;

/** A theme whose colours cannot be made readable: names the colour, the pair and the ratio. */
export class ThemeContrastError extends Error {
  constructor(
    readonly role: keyof TenantTheme,
    message: string,
  ) {
    super(message);
    this.name = 'ThemeContrastError';
  }
}

/** The pairs of a palette that fall short, in words ("primaryDark on bg 3.2:1 < 4.5:1 (links)"). */
export function contrastFailures(p: ThemePalette): string[] {
  return CONTRAST_PAIRS.flatMap(({ fg, bg, min, use }) => {
    const ratio = contrastRatio(p[fg], p[bg]);
    return ratio >= min
      ? []
      : [`${fg} ${p[fg]} on ${bg} ${p[bg]} is ${formatRatio(ratio)}, needs ${min}:1 (${use})`];
  });
}

const fillCarriesText = (c: string) => TEXT_ON_FILL.some((t) => contrastRatio(t, c) >= AA_TEXT);

/**
 * A brand colour as a fill: some text colour must read on it and, for the primary, it must stand
 * out from the page (3:1). It is moved to the nearest passing shade, up to BRAND_SHIFT_LIMIT.
 */
function brandFill(role: 'primary' | 'accent', brand: string, page: readonly string[]): string {
  const ok = (c: string) => fillCarriesText(c) && meetsOn(c, page, AA_NON_TEXT);
  const directions = page.length
    ? ([awayFrom(page[0]), awayFrom(page[0]) === 'darker' ? 'lighter' : 'darker'] as const)
    : undefined;
  const found = nearestShade(brand, ok, { limit: BRAND_SHIFT_LIMIT, directions });
  if (found) return found.color;
  const worst = page.length ? Math.min(...page.map((b) => contrastRatio(brand, b))) : 0;
  const why =
    page.length && worst < AA_NON_TEXT
      ? `it reaches only ${formatRatio(worst)} against the page background ${page[0]}, and buttons, checked choices and selected outlines drawn in it need ${AA_NON_TEXT}:1`
      : `neither white nor dark text reaches ${AA_TEXT}:1 on it`;
  const nearest = nearestShade(brand, ok, { directions });
  throw new ThemeContrastError(
    role,
    `${role} ${brand} cannot be made readable: ${why}, and no shade within ${BRAND_SHIFT_LIMIT * 100}% of it does` +
      (nearest ? ` (the nearest that does is ${nearest.color}; choose a colour like it)` : ''),
  );
}

function pageText(text: string, bg: string, surface: string): string {
  const found = nearestShade(text, (c) => meetsOn(c, [bg, surface], AA_TEXT), { limit: TEXT_SHIFT_LIMIT });
  if (found) return found.color;
  throw new ThemeContrastError(
    'text',
    `text ${text} cannot be made readable on the background ${bg} and the surface ${surface} ` +
      `(${formatRatio(contrastRatio(text, bg))} and ${formatRatio(contrastRatio(text, surface))}, needs ${AA_TEXT}:1 on both)`,
  );
}

/** Moves `from` towards `to` by the largest step of `amounts` that still reaches `min` on `backgrounds`. */
function blendWithin(from: string, to: string, start: number, min: number, backgrounds: readonly string[]) {
  for (let a = Math.round(start * 100); a > 0; a--) {
    const c = mix(from, to, a / 100);
    if (meetsOn(c, backgrounds, min)) return c;
  }
  return from;
}

/** A status colour (danger, success) and the tint its messages sit on, both readable on the page. */
function status(base: string, bg: string, surface: string): [string, string] {
  const tint = (c: string) => mix(c, bg, 0.92);
  const found = nearestShade(base, (c) => meetsOn(c, [bg, surface, tint(c)], AA_TEXT), {
    directions: [awayFrom(bg)],
  });
  const color = found?.color ?? readableOn(bg);
  return [color, tint(color)];
}

/**
 * Derives the full palette from the few tokens a tenant declares, adjusting shades until every
 * pair of CONTRAST_PAIRS reaches WCAG AA. Throws ThemeContrastError for colours it cannot make
 * readable without losing them (parseTenant reports it as a problem of the tenant.json).
 */
export function deriveTheme(theme: TenantTheme): ThemePalette {
  const bg = normalizeHex(theme.bg ?? '#f7f8fa');
  const surface = normalizeHex(theme.surface ?? '#ffffff');
  const text = pageText(normalizeHex(theme.text ?? '#1f2933'), bg, surface);
  const away = awayFrom(bg);

  const primary = brandFill('primary', normalizeHex(theme.primary), [bg, surface]);
  const primaryContrast = readableOn(primary);
  // The hover shade moves away from the text on it, so the text only gains contrast.
  const primaryHover = shade(primary, primaryContrast === '#ffffff' ? 'darker' : 'lighter', 0.15);
  const primaryLight = mix(primary, surface, 0.85);
  const linkOk = (c: string) => meetsOn(c, [bg, surface, primaryLight], AA_TEXT);
  const link = nearestShade(primary, linkOk, { from: 0.25, directions: [away] });
  if (!link)
    throw new ThemeContrastError(
      'primary',
      `primary ${theme.primary} has no shade readable as link text on ${bg}`,
    );

  // Without an explicit accent, a darker shade of the primary keeps the store monochrome but legible.
  const accent = brandFill('accent', normalizeHex(theme.accent ?? mix(primary, '#000000', 0.35)), []);
  const [danger, dangerBg] = status('#b42318', bg, surface);
  const [success, successBg] = status('#1e7b34', bg, surface);

  const palette: ThemePalette = {
    primary,
    primaryDark: link.color,
    primaryLight,
    primaryContrast,
    primaryHover,
    accent,
    accentContrast: readableOn(accent),
    bg,
    surface,
    text,
    muted: blendWithin(text, bg, 0.35, AA_TEXT, [bg, surface]),
    border: mix(text, bg, 0.82),
    controlBorder: blendWithin(text, bg, 0.6, AA_NON_TEXT, [bg, surface]),
    // The brand's accent rings focus when it stands out from the page; otherwise the link shade does.
    focus: meetsOn(accent, [bg, surface], AA_NON_TEXT) ? accent : link.color,
    danger,
    dangerBg,
    success,
    successBg,
    font: theme.font,
    radius: theme.radius,
  };
  // The derivation above is built to pass; this keeps any later change to it honest.
  const failures = contrastFailures(palette);
  if (failures.length)
    throw new ThemeContrastError('primary', `the derived theme is not readable: ${failures.join('; ')}`);
  return palette;
}

/** Custom property names: the only globals any app emits (DESIGN §2, CSS). One prefix: --bs-. */
export const THEME_VARIABLES: Record<keyof ThemePalette, string> = {
  primary: '--bs-color-primary',
  primaryDark: '--bs-color-primary-dark',
  primaryLight: '--bs-color-primary-light',
  primaryContrast: '--bs-color-primary-contrast',
  primaryHover: '--bs-color-primary-hover',
  accent: '--bs-color-accent',
  accentContrast: '--bs-color-accent-contrast',
  bg: '--bs-color-bg',
  surface: '--bs-color-surface',
  text: '--bs-color-text',
  muted: '--bs-color-muted',
  border: '--bs-color-border',
  controlBorder: '--bs-color-control-border',
  focus: '--bs-color-focus',
  danger: '--bs-color-danger',
  dangerBg: '--bs-color-danger-bg',
  success: '--bs-color-success',
  successBg: '--bs-color-success-bg',
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
