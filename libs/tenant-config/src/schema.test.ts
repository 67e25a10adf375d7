import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTenant, TenantConfigError, type TenantInput } from './schema';

const tenantsDir = fileURLToPath(new URL('../../../tenants', import.meta.url));
const demo = (slug: string) => JSON.parse(readFileSync(join(tenantsDir, slug, 'tenant.json'), 'utf8'));

describe('parseTenant', () => {
  it('accepts every demo tenant', () => {
    const slugs = readdirSync(tenantsDir).filter((d) => existsSync(join(tenantsDir, d, 'tenant.json')));
    expect(slugs).toEqual(
      expect.arrayContaining(['benefit-store', 'summit-benefits', 'northwind-employees']),
    );
    for (const slug of slugs) expect(parseTenant(demo(slug)).slug).toBe(slug);
  });

  it('fills defaults for copy and features', () => {
    const { copy: _c, features: _f, ...rest } = demo('benefit-store') as TenantInput;
    const t = parseTenant(rest);
    expect(t.copy).toEqual({});
    expect(t.features.showQuotation).toBe(true);
  });

  it('rejects bad tenants with readable, path-prefixed messages', () => {
    const bad = {
      ...demo('summit-benefits'),
      slug: 'Bad Slug',
      theme: { primary: 'green', font: 'x;}</style>', radius: '6' },
    };
    try {
      parseTenant(bad, 'tenants/bad/tenant.json');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TenantConfigError);
      const msg = (e as Error).message;
      expect(msg).toContain('tenants/bad/tenant.json is not a valid tenant');
      expect(msg).toContain('slug: must be lower-case letters');
      expect(msg).toContain('theme.primary: must be a hex colour');
      expect(msg).toContain('theme.font: must be a CSS font stack');
      expect(msg).toContain('theme.radius: must be a length');
    }
  });

  it('rejects unknown categories, duplicates, unknown keys and missing bindings', () => {
    const base = demo('northwind-employees');
    expect(() => parseTenant({ ...base, menu: ['dental', 'dental'] })).toThrow(/menu: must not repeat/);
    expect(() => parseTenant({ ...base, menu: ['toys'] })).toThrow(/menu\.0/);
    expect(() => parseTenant({ ...base, colour: 'x' })).toThrow(/colour/);
    const { group_id: _g, ...noGroup } = base;
    expect(() => parseTenant(noGroup)).toThrow(/group_id/);
    expect(() => parseTenant({ ...base, logo: '../secret.svg' })).toThrow(/logo: must be a file name/);
  });
});

describe('theme readability', () => {
  it('refuses a brand colour no nearby shade makes readable, saying why', () => {
    const yellow = {
      ...demo('summit-benefits'),
      theme: { ...demo('summit-benefits').theme, primary: '#ffee00' },
    };
    expect(() => parseTenant(yellow, 'tenants/y/tenant.json')).toThrow(
      /theme\.primary: primary #ffee00 cannot be made readable: it reaches only 1\.\d+:1 against the page background/,
    );
  });

  it('accepts a colour it can adjust: the palette moves it, the tenant.json keeps it', () => {
    const orange = {
      ...demo('summit-benefits'),
      theme: { ...demo('summit-benefits').theme, primary: '#f5a623' },
    };
    expect(parseTenant(orange).theme.primary).toBe('#f5a623');
  });
});

describe('slugs', () => {
  it('refuses a slug that is a path of the store', () => {
    expect(() => parseTenant({ ...demo('summit-benefits'), slug: 'cart' })).toThrow(
      /slug.*path of the store/,
    );
  });
});

describe('copy overrides per language', () => {
  it("uses the language's own override, English copy only in English", async () => {
    const { tenantCopy } = await import('./schema');
    const t = {
      copy: { hero_title: 'Plans for you' },
      copy_i18n: { es: { hero_title: 'Planes para usted' } },
    };
    expect(tenantCopy(t, 'hero_title', 'en')).toBe('Plans for you');
    expect(tenantCopy(t, 'hero_title', 'es')).toBe('Planes para usted');
    expect(
      tenantCopy({ copy: { hero_title: 'Plans for you' }, copy_i18n: {} }, 'hero_title', 'es'),
    ).toBeUndefined();
  });
});
