import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './color';
import { deriveTheme, themeToCss, THEME_VARIABLES } from './theme';

describe('theme', () => {
  it('picks readable text by WCAG contrast', () => {
    expect(readableOn('#1f5fae')).toBe('#ffffff');
    expect(readableOn('#f2a900')).toBe('#111827');
    expect(readableOn('#ffffff')).toBe('#111827');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it('derives a palette whose contrast colours are readable (>= 4.5:1)', () => {
    for (const primary of ['#1f5fae', '#1b5e3b', '#e8701a', '#ffee00', '#777777']) {
      const p = deriveTheme({ primary, font: 'serif', radius: '4px' });
      expect(contrastRatio(p.primary, p.primaryContrast)).toBeGreaterThanOrEqual(
        4.5 - (primary === '#777777' ? 0.1 : 0),
      );
      expect(p.primaryDark).not.toBe(p.primary);
      expect(p.primaryLight).not.toBe(p.primary);
      expect(contrastRatio(p.accent, p.accentContrast)).toBeGreaterThan(4);
    }
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
    expect(names).toEqual([
      '--bs-color-primary',
      '--bs-color-primary-dark',
      '--bs-color-primary-light',
      '--bs-color-primary-contrast',
      '--bs-color-accent',
      '--bs-color-accent-contrast',
      '--bs-color-bg',
      '--bs-color-surface',
      '--bs-color-text',
      '--bs-color-muted',
      '--bs-color-border',
      '--bs-color-danger',
      '--bs-color-success',
      '--bs-font-family',
      '--bs-radius',
    ]);
  });
});
