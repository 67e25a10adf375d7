import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { parseTenant } from './schema';
import { CONTRAST_PAIRS, THEME_VARIABLES, deriveTheme, type ThemePalette } from './theme';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const tenantsDir = join(repo, 'tenants');
const slugs = readdirSync(tenantsDir).filter((d) => existsSync(join(tenantsDir, d, 'tenant.json')));

describe.each(slugs)('the theme of tenants/%s', (slug) => {
  const tenant = parseTenant(JSON.parse(readFileSync(join(tenantsDir, slug, 'tenant.json'), 'utf8')));
  const palette = deriveTheme(tenant.theme);

  it.each(CONTRAST_PAIRS.map((p) => [`${p.fg} on ${p.bg}`, p] as const))('%s reaches AA', (_name, pair) => {
    expect(contrastRatio(palette[pair.fg], palette[pair.bg])).toBeGreaterThanOrEqual(pair.min);
  });
});

describe('the fallback theme of libs/ui (before a tenant theme is injected)', () => {
  it('is the default tenant’s derived palette, so it is AA as well', () => {
    const css = readFileSync(join(repo, 'libs/ui/src/theme/base.css'), 'utf8');
    const start = css.indexOf(':where(:root) {');
    const fallback = css.slice(start, css.indexOf('}', start));
    const standard = slugs
      .map((s) => parseTenant(JSON.parse(readFileSync(join(tenantsDir, s, 'tenant.json'), 'utf8'))))
      .find((t) => t.kind === 'default')!;
    const palette = deriveTheme(standard.theme);
    for (const [role, name] of Object.entries(THEME_VARIABLES) as [keyof ThemePalette, string][])
      expect(fallback, name).toContain(`${name}: ${palette[role]};`);
  });
});
