import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './color';
import {
  AA_NON_TEXT,
  AA_TEXT,
  BRAND_SHIFT_LIMIT,
  CONTRAST_PAIRS,
  ThemeContrastError,
  contrastFailures,
  deriveTheme,
  themeToCss,
  THEME_VARIABLES,
  type ThemePalette,
} from './theme';

const base = { font: 'serif', radius: '4px' };

/** Every pair of CONTRAST_PAIRS measured afresh here, not through contrastFailures. */
function expectAllPairsAA(p: ThemePalette) {
  for (const { fg, bg, min } of CONTRAST_PAIRS)
    expect(contrastRatio(p[fg], p[bg]), `${fg} ${p[fg]} on ${bg} ${p[bg]}`).toBeGreaterThanOrEqual(min);
}

describe('theme', () => {
  it('picks readable text by WCAG contrast', () => {
    expect(readableOn('#1f5fae')).toBe('#ffffff');
    expect(readableOn('#f2a900')).toBe('#111827');
    expect(readableOn('#ffffff')).toBe('#111827');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it('promises AA for text and for the parts of controls', () => {
    const mins = new Set(CONTRAST_PAIRS.map((p) => p.min));
    expect(mins).toEqual(new Set([AA_TEXT, AA_NON_TEXT]));
    expect(AA_TEXT).toBe(4.5);
    expect(AA_NON_TEXT).toBe(3);
    // Everything a page draws text in is covered.
    const fgs = new Set(CONTRAST_PAIRS.map((p) => p.fg));
    for (const role of [
      'primaryContrast',
      'accentContrast',
      'text',
      'muted',
      'primaryDark',
      'danger',
      'success',
      'focus',
      'controlBorder',
    ] as const)
      expect(fgs.has(role), role).toBe(true);
  });

  it.each([
    '#1f5fae',
    '#1b5e3b',
    '#e8701a',
    '#777777',
    '#aa3300',
    '#000000',
    '#ff0000',
    '#f5a623',
    '#ffb6c1',
  ])('derives a palette from %s in which every pair reaches AA', (primary) => {
    const p = deriveTheme({ primary, ...base });
    expectAllPairsAA(p);
    expect(contrastFailures(p)).toEqual([]);
    expect(p.primaryLight).not.toBe(p.primary);
  });

  it('keeps a brand colour that is readable as it is', () => {
    expect(deriveTheme({ primary: '#1F5FAE', ...base }).primary).toBe('#1f5fae');
    expect(deriveTheme({ primary: '#aa3300', ...base }).primary).toBe('#aa3300');
  });

  it('adjusts a brand colour that is too light, to the nearest readable shade of it', () => {
    // Light orange: 2.0:1 on the page, so buttons and checked boxes in it would not be seen.
    const p = deriveTheme({ primary: '#f5a623', ...base });
    expect(contrastRatio('#f5a623', p.bg)).toBeLessThan(AA_NON_TEXT);
    expect(p.primary).not.toBe('#f5a623');
    expect(contrastRatio(p.primary, p.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    // Darker, not another hue: each channel moved by the same share towards black.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(p.primary.slice(i, i + 2), 16));
    expect(r / 0xf5).toBeCloseTo(g / 0xa6, 1);
    expect(g / 0xa6).toBeCloseTo(b / 0x23, 0);
  });

  it('adjusts a tenant text colour that is too pale for its background', () => {
    const p = deriveTheme({ primary: '#1f5fae', text: '#8a8a8a', ...base });
    expect(p.text).not.toBe('#8a8a8a');
    expectAllPairsAA(p);
  });

  it('lightens what must be light on a dark page', () => {
    const p = deriveTheme({
      primary: '#4f8fe8',
      bg: '#121417',
      surface: '#1c1f24',
      text: '#e6e8eb',
      ...base,
    });
    expectAllPairsAA(p);
    expect(contrastRatio(p.primaryDark, p.bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['#ffee00', /primary #ffee00 cannot be made readable: .*1\.1\d:1 against the page background/],
    ['#ffffff', /primary #ffffff cannot be made readable/],
    ['#00ff00', /nearest that does is #[0-9a-f]{6}/],
  ])('refuses %s with the reason and a readable alternative', (primary, message) => {
    let error: unknown;
    try {
      deriveTheme({ primary, ...base });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ThemeContrastError);
    expect((error as ThemeContrastError).role).toBe('primary');
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain(`${BRAND_SHIFT_LIMIT * 100}%`);
  });

  it('refuses a text colour that cannot read on both the background and the surface', () => {
    expect(() =>
      deriveTheme({ primary: '#1f5fae', bg: '#1a1a1a', surface: '#f0f0f0', text: '#eeeeee', ...base }),
    ).toThrow(/text #eeeeee cannot be made readable on the background #1a1a1a and the surface #f0f0f0/);
  });

  it('reports the pairs of a palette that fall short', () => {
    const p = { ...deriveTheme({ primary: '#1f5fae', ...base }), muted: '#bbbbbb' };
    expect(contrastFailures(p)).toEqual([
      expect.stringMatching(/^muted #bbbbbb on bg #f7f8fa is 1\.\d+:1, needs 4\.5:1/),
      expect.stringMatching(/^muted #bbbbbb on surface #ffffff/),
    ]);
  });

  it('emits every variable once with the single --bs- prefix', () => {
    const css = themeToCss({
      primary: '#1F5FAE',
      accent: '#f2a900',
      font: "Georgia, 'Times New Roman', serif",
      radius: '2px',
    });
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('--bs-color-primary:#1f5fae;');
    expect(css).toContain('--bs-color-primary-contrast:#ffffff');
    expect(css).toContain("--bs-font-family:Georgia, 'Times New Roman', serif");
    expect(css).toContain('--bs-radius:2px');
    for (const name of Object.values(THEME_VARIABLES)) expect(css.split(`${name}:`).length).toBe(2);
    const names = [...css.matchAll(/(--[a-z-]+):/g)].map((m) => m[1]);
    expect(names.every((n) => n.startsWith('--bs-'))).toBe(true);
    expect(names).toEqual(Object.values(THEME_VARIABLES));
  });
});
